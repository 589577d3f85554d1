import { params, defineMessages } from '@/lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS_TOKEN_KEY, ApiError, CONNECTION_FAILED_MESSAGE, isErrorResponse } from '@/lib/api-client';
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
export type UploadProgress = number | null;

/** Where photos are uploaded: a product's (admin), or a return's (its buyer, docs/returns.md). */
export type UploadPath = '/api/upload' | '/api/returns/photos';

/**
 * POST the photo as multipart field "image" to `path`; answers the URL the shop serves it from.
 * XMLHttpRequest, not fetch: only it reports upload progress, which a large photo on a slow
 * connection needs to show.
 */
export function uploadPhoto(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  path: UploadPath = '/api/upload',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded / event.total : null);
    xhr.onerror = () => reject(new ApiError(0, CONNECTION_FAILED_MESSAGE));
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, isErrorResponse(payload) ? payload.message : uploadFailed(xhr.status)));
        return;
      }
      // Read with a check: an error thrown in this handler would escape the promise and leave the
      // upload pending for good.
      const data = isRecord(payload) ? payload.data : undefined;
      if (isRecord(data) && typeof data.url === 'string') resolve(data.url);
      else reject(new Error(`Unexpected answer from ${path} (${xhr.status})`));
    };
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
