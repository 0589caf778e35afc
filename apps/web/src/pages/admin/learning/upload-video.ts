/** Spec section 9: an upload gives up after one hour. */
const UPLOAD_TIMEOUT_MS = 3_600_000;

/** Spec section 7: the stored path is /videos/ and the last path segment of the upload URL. */
export function videoPathOf(uploadURL: string): string {
  const path = new URL(uploadURL, window.location.origin).pathname;
  return `/videos/${path.split('/').pop() ?? ''}`;
}

/**
 * PUTs the raw file to the signed upload URL with progress events (fetch has no upload progress, XMLHttpRequest
 * does). Rejects with the spec's internal messages; the dialog shows the user its own.
 */
export function putVideo(
  uploadURL: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new Error(`Upload failed with status ${request.status}`));
    };
    request.onerror = () => reject(new Error('Network error during upload'));
    request.ontimeout = () => reject(new Error('Upload timed out after one hour'));
    request.send(file);
  });
}
