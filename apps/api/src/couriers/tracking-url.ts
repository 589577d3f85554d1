import { steadfastTrackingUrl } from './steadfast-client.js';

/**
 * Where a buyer follows a parcel, for the couriers whose public tracking page takes the code
 * alone: Steadfast's (ADR 032) and RedX's (ADR 053); Pathao's asks for the phone too, so none is linked.
 */
export function trackingUrlOf(courier: string | null, trackingCode: string | null): string | null {
  if (!trackingCode) return null;
  if (courier === 'steadfast') return steadfastTrackingUrl(trackingCode);
  if (courier === 'redx') return `https://redx.com.bd/track-parcel/?trackingId=${encodeURIComponent(trackingCode)}`;
  return null;
}
