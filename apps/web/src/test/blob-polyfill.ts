/*
 * jsdom's Blob and File lack arrayBuffer(), text() and stream(), which Node's fetch (and so MSW's interceptors) use
 * to send a FormData with a file: read them with jsdom's own FileReader.
 */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('could not read the blob'));
    reader.readAsArrayBuffer(blob);
  });
}
const blobProto = Blob.prototype as Partial<Blob>;
blobProto.arrayBuffer ??= function (this: Blob) {
  return readBlob(this);
};
blobProto.text ??= async function (this: Blob) {
  return new TextDecoder().decode(await readBlob(this));
};
blobProto.stream ??= function (this: Blob) {
  const bytes = readBlob(this);
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(await bytes));
      controller.close();
    },
  }) as ReturnType<Blob['stream']>;
};
