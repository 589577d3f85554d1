import { createHash } from 'node:crypto';
import type { Fields } from '../lib/http.js';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Signs the fields SSLCommerz posts to the shop (IPN and the browser's return), as its
 * documentation defines `verify_sign`: md5 of `key=value` pairs joined by `&`, over the fields
 * named in `verify_key` plus `store_passwd` = md5(store password), sorted by key. The values go
 * in as they are, not URL-encoded, as the official PHP library's `SSLCOMMERZ_hash_varify` checks them
 * (github.com/sslcommerz/SSLCommerz-Laravel, SslCommerzNotification.php).
 */
export function signFields(fields: Fields, storePassword: string): Fields {
  const signed: Fields = { ...fields, store_passwd: md5(storePassword) };
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return { ...fields, verify_sign: md5(text), verify_key: Object.keys(fields).join(',') };
}
