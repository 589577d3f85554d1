import { useState } from 'react';
import { toErrorMessage } from '@/lib/api-client';
import { type GoogleSignInUrls, useAuth } from './use-auth';

/** Starts the Google round trip; a refusal before the browser leaves goes to `onError`. */
export function useGoogleSignIn(urls: GoogleSignInUrls, onError: (message: string) => void) {
  const { signInWithGoogle } = useAuth();
  const [isRedirecting, setIsRedirecting] = useState(false);

  const start = async () => {
    setIsRedirecting(true);
    try {
      await signInWithGoogle(urls);
    } catch (error) {
      onError(toErrorMessage(error));
      setIsRedirecting(false);
    }
  };

  return { start, isRedirecting };
}
