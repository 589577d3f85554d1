import { toBangladeshiMobile } from '@motoforge/contract';

const HIDDEN = '•';

/**
 * A phone number with all but a few digits hidden, as the page tells the buyer where the code
 * went: "+880 17•• •••678" for +8801712345678 (enough to recognise one's own number, not to read
 * someone else's). A number of another shape keeps only its last three digits.
 */
export function maskPhone(phone: string): string {
  const mobile = toBangladeshiMobile(phone);
  if (mobile) {
    const national = mobile.slice('+880'.length);
    return `+880 ${national.slice(0, 2)}${HIDDEN.repeat(2)} ${HIDDEN.repeat(3)}${national.slice(7)}`;
  }
  let digitsLeft = phone.replace(/\D/g, '').length;
  return phone.replace(/\d/g, (digit) => (--digitsLeft < 3 ? digit : HIDDEN));
}
