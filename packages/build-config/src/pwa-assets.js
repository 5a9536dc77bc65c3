import zlib from 'node:zlib';

const PLUGIN_NAME = 'D742PwaAssetsPlugin';

/** The portal's colours (packages/ui styles: --ui-primary, page background). */
export const THEME_COLOR = '#1f5fa8';
export const BACKGROUND_COLOR = '#ffffff';

/** Square PNG icons the manifest and the page name: maskable 192/512 and Apple's 180. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192 },
  { file: 'icons/icon-512.png', size: 512 },
  { file: 'icons/apple-touch-icon.png', size: 180 },
];

/** The Somali manifest is the one the page links; the English twin replaces it for English readers. */
export const MANIFEST_FILES = { so: 'manifest.webmanifest', en: 'manifest.en.webmanifest' };

const NAMES = {
  so: { name: 'Bogga Qoysaska ee District 742', short_name: 'District 742' },
  en: { name: 'District 742 Family Portal', short_name: 'District 742' },
};
const DESCRIPTIONS = {
  so: 'Buundooyinka, imaanshaha, fariimaha iyo ogeysiisyada carruurtaada.',
  en: "Your children's grades, attendance, messages and alerts.",
};

/**
 * The web app manifest of one language: standalone, start and scope at the site root, maskable
 * icons (the artwork keeps to the central safe circle, so one picture serves both purposes).
 * @param {'so' | 'en'} lang
 */
export function webManifest(lang) {
  return {
    id: '/',
    lang,
    dir: 'ltr',
    ...NAMES[lang],
    description: DESCRIPTIONS[lang],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.filter((icon) => icon.size !== 180).flatMap(({ file, size }) =>
      ['any', 'maskable'].map((purpose) => ({
        src: `/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = /** @type {number} */ (CRC_TABLE[(c ^ byte) & 0xff]) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * @param {string} hex
 * @returns {[number, number, number]}
 */
const rgb = (hex) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return [r, g, b];
};

/**
 * Is (x, y), in units of the icon's side (0..1), on the white mark: an open book (two pages with
 * a spine gap) under a roof line, inside the 80 % safe circle of a maskable icon.
 * @param {number} x @param {number} y
 */
function onMark(x, y) {
  const page = y > 0.44 && y < 0.7 && x > 0.27 && x < 0.73 && Math.abs(x - 0.5) > 0.018;
  const dy = 0.42 - y;
  const roof = dy > 0 && dy < 0.16 && Math.abs(Math.abs(x - 0.5) - (0.16 - dy) * 1.4) < 0.035;
  return page || roof;
}

/**
 * A square RGB PNG of the portal's icon: theme-coloured full bleed (maskable) with the white mark.
 * Drawn here so the build needs no image tool and nothing is downloaded.
 * @param {number} size
 * @returns {Buffer}
 */
export function iconPng(size) {
  const [br, bg, bb] = rgb(THEME_COLOR);
  const row = 1 + size * 3;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const white = onMark((x + 0.5) / size, (y + 0.5) / size);
      const at = y * row + 1 + x * 3;
      raw[at] = white ? 255 : br;
      raw[at + 1] = white ? 255 : bg;
      raw[at + 2] = white ? 255 : bb;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Tags the shell's page carries in its head: the manifest, theme colour and Apple's icon. */
export const PWA_HEAD_TAGS = [
  `<link rel="manifest" href="/${MANIFEST_FILES.so}" />`,
  `<meta name="theme-color" content="${THEME_COLOR}" />`,
  `<link rel="icon" type="image/png" sizes="192x192" href="/icons/icon-192.png" />`,
  `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />`,
  `<meta name="apple-mobile-web-app-capable" content="yes" />`,
].join('\n    ');

/** Emits the manifests (Somali and English) and the icons into the shell's build. */
export class PwaAssetsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [lang, file] of Object.entries(MANIFEST_FILES)) {
            const json = JSON.stringify(webManifest(/** @type {'so' | 'en'} */ (lang)), null, 2);
            compilation.emitAsset(file, new sources.RawSource(json));
          }
          for (const { file, size } of ICONS)
            compilation.emitAsset(file, new sources.RawSource(iconPng(size)));
        },
      );
    });
  }
}
