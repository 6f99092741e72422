/**
 * Which files are not images, by their first bytes: a browser names a file's type by its extension, so
 * a text file called "photo.png" would otherwise be uploaded, shown broken and even made the thumbnail.
 * Known: PNG, JPEG, GIF, WebP, AVIF/HEIC, BMP, ICO and SVG.
 */
const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

function isImage(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return true
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return true
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return true
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12))
    if (['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(brand)) return true
  }
  if (startsWith(bytes, ascii('BM')) || startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return true
  // SVG is text: an optional XML prologue or comment, then an <svg element.
  const text = new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trimStart()
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)
}

/** The names of the files that are not images. */
export async function notImages(files: File[]): Promise<string[]> {
  const checked = await Promise.all(
    files.map(async (file) => ({
      name: file.name,
      image: isImage(new Uint8Array(await file.slice(0, 512).arrayBuffer())),
    })),
  )
  return checked.filter((f) => !f.image).map((f) => f.name)
}
