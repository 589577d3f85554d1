import { zodResolver } from '@hookform/resolvers/zod';
import { signInInputSchema, signUpInputSchema } from '@motoforge/contract';

/** The sign-in and sign-up forms' rules: the schemas the server checks the same fields with. */
export const signInResolver = zodResolver(signInInputSchema);
export const signUpResolver = zodResolver(signUpInputSchema);
