import { describe, expect, it } from 'vitest'
import { notImages } from './image-files'

const file = (name: string, bytes: number[] | string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name)

describe('image files', () => {
  it('tells images from other files by their first bytes, not their names', async () => {
    const files = [
      file('a.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      file('b.jpg', [0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      file('c.gif', 'GIF89a....'),
      file('d.webp', 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      file('e.avif', '\u0000\u0000\u0000\u001cftypavif'),
      file('f.svg', '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      file('fake.png', 'just some text, not a picture'),
      file('notes.svg', '<html><svg></svg></html>'),
      file('empty.jpg', ''),
    ]
    expect(await notImages(files)).toEqual(['fake.png', 'notes.svg', 'empty.jpg'])
  })
})
