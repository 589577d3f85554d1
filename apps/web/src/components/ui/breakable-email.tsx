/**
 * An e-mail address that wraps after its @ when it must, not in the middle of a name or at the
 * last letter of ".com" (`break-all` did both). Only an address too long for a line of its own is
 * broken elsewhere (`wrap-anywhere`, which also lets the box around it be narrower than the address).
 */
export function BreakableEmail({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={className ? `wrap-anywhere ${className}` : 'wrap-anywhere'}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}
