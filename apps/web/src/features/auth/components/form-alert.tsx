import { useTranslateMessage } from '@/lib/translate-message';

/**
 * The server's answer to a failed sign-in or sign-up, in red under the form (docs/product.md#messages), in the
 * page's language: a failure already worded by useErrorMessage passes through as it is.
 */
export function FormAlert({ message }: { message: string | null }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p role="alert" className="text-error text-sm font-medium">
      {translate(message)}
    </p>
  );
}
