/** A multipart/form-data body with one file in the field `file`, for `app.inject`. */
export function multipartFile(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = 'apopunkt-test-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
