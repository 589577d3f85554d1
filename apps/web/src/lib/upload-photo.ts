import { params, defineMessages } from '@/lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { parseJson, type TransferProgress, uploadToApi } from '@/lib/api-transfer';
import { isRecord } from '@/lib/is-record';

/** Said when the server refused the photo without saying why (the status is HTTP's code). */
const uploadMessages = defineMessages('shop.uploadPhoto', {
  failed: params('Upload failed ({status})'),
});
function uploadFailed(status: number): string {
  const texts = uploadMessages().get();
  return texts.failed({ status: String(status) });
}

/** How far an upload has gone, from 0 to 1; null while the browser cannot tell. */
export type UploadProgress = TransferProgress;

/** Where photos are uploaded: a product's (admin), or a return's (its buyer, docs/returns.md). */
export type UploadPath = '/api/upload' | '/api/returns/photos';

/** POST the photo as multipart field "image" to `path`; answers the URL the shop serves it from. */
export async function uploadPhoto(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  path: UploadPath = '/api/upload',
): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const payload = parseJson(await uploadToApi(path, body, { failedText: uploadFailed, onUpload: onProgress }));
  const data = isRecord(payload) ? payload.data : undefined;
  if (isRecord(data) && typeof data.url === 'string') return data.url;
  throw new Error(`Unexpected answer from ${path}`);
}

/** The upload as a mutation, with how far it has gone (meaningful while `isPending`). */
export function useUploadPhoto(path: UploadPath = '/api/upload') {
  const [progress, setProgress] = useState<UploadProgress>(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadPhoto(file, setProgress, path);
    },
  });
  return { ...mutation, progress };
}
