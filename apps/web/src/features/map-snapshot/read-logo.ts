import type { Picture } from '../../map/printable/compose-snapshot';

/** The partner logo the user picked, decoded, with its file name. */
export interface PartnerLogo extends Picture {
  name: string;
}

/**
 * Reads the picked image in the browser (FileReader, then an `<img>` decode, which takes SVG
 * too where createImageBitmap does not): the logo is drawn on the snapshot and never sent to
 * the server. Rejects when the file is not an image the browser can show.
 */
export async function readLogo(file: File): Promise<PartnerLogo> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error('The image is empty');
  return { image, width: image.naturalWidth, height: image.naturalHeight, name: file.name };
}
