import { useState } from 'react';
import { useErrorMessage } from '@/lib/translate-message';
import { type GoogleSignInUrls, useAuth } from './use-auth';

/** Starts the Google round trip; a refusal before the browser leaves goes to `onError`. */
export function useGoogleSignIn(urls: GoogleSignInUrls, onError: (message: string) => void) {
  const { signInWithGoogle } = useAuth();
  const errorMessage = useErrorMessage();
  const [isRedirecting, setIsRedirecting] = useState(false);

  const start = async () => {
    setIsRedirecting(true);
    try {
      await signInWithGoogle(urls);
    } catch (error) {
      onError(errorMessage(error));
      setIsRedirecting(false);
    }
  };

  return { start, isRedirecting };
}
