/**
 * Flat SVG product illustrations for the seed catalogue: one per illustration kind and view,
 * 400 x 500 (the product-card ratio 0.8), in the product colour with a computed darker shade for
 * outlines. Pure and deterministic; no scripts, fonts or external references.
 */
import type { IllustrationKind } from './vocabulary.js';

export type IllustrationView = 'front' | 'back' | 'detail';

const BACKGROUND = '#F4F1EC';

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (digits === undefined) throw new RangeError(`Not a hex colour: ${hex}`);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();

/** The colour mixed with black (`amount` < 0) or white (`amount` > 0). */
function shade(rgb: Rgb, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * t) as unknown as Rgb);
}

type Texture = 'weave' | 'knit' | 'twill' | 'lace' | 'grain' | 'loops' | 'smooth';
type Feature =
  | 'button'
  | 'rivet'
  | 'zip'
  | 'seam'
  | 'scallop'
  | 'stitch'
  | 'swirl'
  | 'flame'
  | 'rim'
  | 'fringe'
  | 'eyelet'
  | 'tag';

/**
 * One kind's drawing. Tokens: `$c` colour, `$d` darker shade, `$l` lighter tint.
 * `shapes` (geometry only, filled with the colour and outlined) also clip the shading.
 */
interface Art {
  shapes: string;
  /** Drawn before the shapes (handles, rods). */
  under?: string;
  front: string;
  back: string;
  /** Side views (shoes, bags): the back view is the mirror image. */
  mirrorBack?: true;
  texture: Texture;
  feature: Feature;
}

const p = (d: string, attributes = ''): string => `<path d="${d}"${attributes}/>`;
const dots = (points: readonly (readonly [number, number])[], r: number): string =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="$d"/>`).join('');
const repeat = (count: number, f: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => f(i)).join('');

const SHIRT_BODY =
  'M160 66L200 84L240 66L300 88L338 258L352 404L316 410L300 276L290 196V432H110V196L100 276L84 410L48 404L62 258L100 88Z';
const KNIT_BODY =
  'M158 70Q200 92 242 70L304 92L340 262L348 400L312 406L298 280L290 200V420H110V200L102 280L88 406L52 400L60 262L96 92Z';
const TOPSTITCH = ' stroke="#D9962B" stroke-width="2" stroke-dasharray="6 5"';

const ART: Record<IllustrationKind, Art> = {
  dress: {
    shapes: p(
      'M158 62Q200 92 242 62L262 70L258 178Q256 204 248 218L322 432Q200 452 78 432L152 218Q144 204 142 178L138 70Z',
    ),
    front: p('M160 66Q200 128 240 66M152 218Q200 232 248 218M182 240L164 430M218 240L236 430'),
    back: p('M200 80V226M152 218Q200 226 248 218'),
    texture: 'weave',
    feature: 'seam',
  },
  top: {
    shapes: p(
      'M152 70Q200 96 248 70L318 98L352 178L306 196L290 162V424H110V162L94 196L48 178L82 98Z',
    ),
    front: p('M160 74Q200 118 240 74M302 184L344 168M98 184L56 168') + p('M226 150h36v40h-36z'),
    back: p('M158 76Q200 90 242 76M302 184L344 168M98 184L56 168M112 404H288'),
    texture: 'weave',
    feature: 'seam',
  },
  shirt: {
    shapes: p(SHIRT_BODY),
    front:
      p('M160 66L182 114L200 84L218 114L240 66M200 84V432') +
      dots(
        [140, 190, 240, 290, 340, 390].map((y) => [208, y] as const),
        4,
      ),
    back: p('M104 132Q200 144 296 132M200 136V200M186 200L200 136L214 200'),
    texture: 'weave',
    feature: 'button',
  },
  knit: {
    shapes: p(KNIT_BODY),
    front: p(
      'M158 70Q200 112 242 70M164 78Q200 104 236 78M110 396H290M312 384L346 378M88 384L54 378M200 120Q218 150 200 180Q182 210 200 240Q218 270 200 300Q182 330 200 360',
    ),
    back: p('M158 70Q200 84 242 70M110 396H290M312 384L346 378M88 384L54 378'),
    texture: 'knit',
    feature: 'seam',
  },
  coat: {
    shapes: p(
      'M158 56H242L302 82L338 270L348 426L312 430L298 282L292 206L304 458H96L108 206L102 282L88 430L52 426L62 270L98 82Z',
    ),
    front:
      p('M158 56L178 150L200 204L222 150L242 56M200 204V458M122 330L160 324M240 324L278 330') +
      dots(
        [240, 300, 360].flatMap((y) => [[184, y] as const, [216, y] as const]),
        5,
      ),
    back:
      p('M200 60V380M200 380V458M108 250H292') +
      dots(
        [
          [130, 250],
          [270, 250],
        ],
        5,
      ),
    texture: 'twill',
    feature: 'button',
  },
  trousers: {
    shapes: p('M122 58H278L302 452H216L200 184L184 452H98Z'),
    front: p(
      'M120 88H280M200 88V176M132 88Q150 130 124 142M268 88Q250 130 276 142M160 120L148 450M240 120L252 450',
    ),
    back: p('M120 88H280M136 122h46M218 122h46M160 90V130M240 90V130'),
    texture: 'twill',
    feature: 'zip',
  },
  jeans: {
    shapes: p('M126 58H274L288 452H214L200 196L186 452H112Z'),
    front:
      p(
        'M124 86H276M200 86V170Q196 182 186 184M136 86Q160 126 128 134M264 86Q240 126 272 134M236 96h18v16',
      ) + p('M118 440H182M218 440H282', TOPSTITCH),
    back:
      p(
        'M124 86H276M128 120Q200 136 272 120M140 150h48l-4 52l-20 10l-20-10zM212 150h48l-4 52l-20 10l-20-10z',
      ) + p('M118 440H182M218 440H282', TOPSTITCH),
    texture: 'twill',
    feature: 'rivet',
  },
  skirt: {
    shapes: p('M138 90H262L324 404Q200 424 76 404Z'),
    front: p('M136 116H264M170 116L140 410M200 116V414M230 116L260 410') + dots([[248, 103]], 4),
    back: p('M136 116H264M200 92V200M200 380V414'),
    texture: 'weave',
    feature: 'zip',
  },
  shorts: {
    shapes: p('M120 120H280L310 334H214L200 252L186 334H90Z'),
    front: p('M118 148H282M200 148V236M132 148Q150 180 124 190M268 148Q250 180 276 190'),
    back: p('M118 148H282M140 176h44v40h-44zM216 176h44v40h-44z'),
    texture: 'weave',
    feature: 'zip',
  },
  swimwear: {
    shapes: p(
      'M146 70H162Q200 170 238 70H254L262 230Q266 270 300 330Q246 344 218 402H182Q154 344 100 330Q134 270 138 230Z',
    ),
    front:
      p('M160 200Q200 215 240 200M150 260Q200 276 250 260') + '<circle cx="200" cy="176" r="10"/>',
    back: p('M150 84Q200 300 250 84', ` fill="${BACKGROUND}"`),
    texture: 'smooth',
    feature: 'seam',
  },
  bra: {
    shapes:
      p('M88 236H312V276H88Z') +
      p('M100 240Q104 150 196 156L200 240Z') +
      p('M300 240Q296 150 204 156L200 240Z') +
      p('M122 84h10l16 92h-10zM268 84h10l-16 92h-10z'),
    front:
      p('M104 238Q150 262 196 240M204 240Q250 262 296 238') +
      p('M110 190Q150 170 194 176M206 176Q250 170 290 190', ' stroke-dasharray="4 6"') +
      '<circle cx="200" cy="236" r="6"/>',
    back: p('M88 256H312M188 244V270M200 244V270M212 244V270'),
    texture: 'lace',
    feature: 'scallop',
  },
  briefs: {
    shapes: p('M92 170H308Q304 236 240 330H160Q96 236 92 170Z'),
    front:
      p('M94 192H306') +
      p(`M94 172${repeat(9, () => 'q12 14 24 0')}`) +
      '<circle cx="200" cy="206" r="6"/>',
    back: p('M94 192H306M120 226Q170 270 180 330M280 226Q230 270 220 330'),
    texture: 'lace',
    feature: 'scallop',
  },
  nightwear: {
    shapes: p(
      'M148 96L160 56H168L172 96Q200 116 228 96L232 56H240L252 96L266 200L304 442H96L134 200Z',
    ),
    front:
      p('M148 112Q200 150 252 112', ' stroke-dasharray="4 6"') +
      p(`M136 196Q200 210 264 196M100 428${repeat(10, () => 'q10 12 20 0')}`) +
      '<circle cx="200" cy="150" r="6"/>',
    back: p('M136 196Q200 206 264 196M100 428H300'),
    texture: 'lace',
    feature: 'scallop',
  },
  shoe: {
    shapes:
      p(
        'M50 404Q46 382 84 374Q130 364 176 346L204 338Q248 336 276 316Q304 296 330 290Q340 306 336 332Q260 346 206 376Q150 408 76 412Q52 412 50 404Z',
      ) + p('M304 332H336L326 424H316Z'),
    front:
      p('M206 340Q262 334 328 294M60 404Q130 404 200 370') + '<circle cx="180" cy="352" r="7"/>',
    back: p('M60 404Q130 404 200 370M330 294V330'),
    mirrorBack: true,
    texture: 'grain',
    feature: 'stitch',
  },
  boot: {
    shapes:
      p('M214 70H318L324 336Q330 396 318 414H82Q58 414 62 384Q68 340 150 330L210 302Z') +
      p('M272 414H318L314 446H276Z'),
    front: p('M214 96H318M96 362Q120 346 150 340') + p('M306 100V330', ' stroke-dasharray="5 5"'),
    back: p('M214 96H318M266 74V410M258 70V52h16v18'),
    mirrorBack: true,
    texture: 'grain',
    feature: 'stitch',
  },
  sneaker: {
    shapes:
      p('M62 360Q58 318 104 306L172 294Q206 240 262 236L318 242Q342 258 342 300L346 360Z') +
      p('M54 360H352V382Q200 396 54 382Z', ' fill="$l"'),
    front: p(
      'M186 286L214 300M198 274L226 288M210 262L238 276M222 252L250 266M62 340Q100 330 120 316M240 300Q280 330 340 318',
    ),
    back: p('M318 242Q334 280 342 300M62 340Q100 330 120 316M240 300Q280 330 340 318'),
    mirrorBack: true,
    texture: 'weave',
    feature: 'stitch',
  },
  sandal: {
    shapes: p('M56 366Q60 346 112 346H322Q348 348 348 368Q346 384 320 384H104Q58 384 56 366Z'),
    front:
      p('M110 350Q150 276 200 350M250 350Q268 260 326 252Q340 290 332 350', ' stroke-width="22"') +
      p(
        'M110 350Q150 276 200 350M250 350Q268 260 326 252Q340 290 332 350',
        ' stroke="$c" stroke-width="14"',
      ),
    back:
      p('M110 350Q150 276 200 350M250 350Q268 260 326 252Q340 290 332 350', ' stroke-width="22"') +
      p(
        'M110 350Q150 276 200 350M250 350Q268 260 326 252Q340 290 332 350',
        ' stroke="$c" stroke-width="14"',
      ) +
      '<rect x="318" y="262" width="16" height="18" fill="#C9A44C"/>',
    mirrorBack: true,
    texture: 'grain',
    feature: 'stitch',
  },
  bag: {
    under:
      p('M140 204Q140 100 200 100Q260 100 260 204', ' fill="none" stroke="$d" stroke-width="18"') +
      p('M140 204Q140 100 200 100Q260 100 260 204', ' fill="none" stroke="$c" stroke-width="10"'),
    shapes: p('M88 200H312L332 424H68Z'),
    front:
      p('M88 200H312L304 282Q200 306 96 282Z') +
      '<rect x="190" y="280" width="20" height="22" rx="3" fill="#C9A44C"/>' +
      p('M76 404H324', ' stroke-dasharray="6 6"'),
    back: p('M102 250H298M76 404H324', ' stroke-dasharray="6 6"'),
    mirrorBack: true,
    texture: 'grain',
    feature: 'stitch',
  },
  cream: {
    shapes: p('M118 196h164v56h-164z') + p('M108 252H292V404Q292 424 272 424H128Q108 424 108 404Z'),
    front:
      '<rect x="138" y="290" width="124" height="90" rx="6" fill="#FFF" fill-opacity=".85"/>' +
      p(
        'M156 318H244M166 338H234M176 356H224M140 196V252M160 196V252M180 196V252M200 196V252M220 196V252M240 196V252M260 196V252',
      ),
    back:
      '<rect x="138" y="282" width="124" height="110" rx="6" fill="#FFF" fill-opacity=".85"/>' +
      p(`M150 300H250${repeat(5, (i) => `M150 ${318 + i * 14}H250`)}`, ' stroke-width="2"'),
    texture: 'smooth',
    feature: 'swirl',
  },
  candle: {
    shapes: p('M128 200H272V414Q272 430 256 430H144Q128 430 128 414Z'),
    front:
      p('M128 218Q200 238 272 218M200 200V176') +
      p('M200 118Q234 160 200 176Q166 160 200 118Z', ' fill="#F6B93B" stroke="none"') +
      '<rect x="152" y="300" width="96" height="70" rx="4" fill="#FFF" fill-opacity=".85"/>',
    back:
      p('M128 218Q200 238 272 218M200 212V190') +
      '<rect x="170" y="330" width="60" height="40" rx="4" fill="#FFF" fill-opacity=".85"/>',
    texture: 'smooth',
    feature: 'flame',
  },
  cushion: {
    shapes: p('M88 104Q200 128 312 104Q292 250 312 396Q200 372 88 396Q108 250 88 104Z'),
    front:
      p(
        'M106 122Q200 144 294 122Q276 250 294 378Q200 356 106 378Q124 250 106 122Z',
        ' stroke-dasharray="8 6"',
      ) + dots([[200, 250]], 8),
    back: p('M124 352H276') + '<rect x="266" y="344" width="12" height="16" fill="$d"/>',
    texture: 'weave',
    feature: 'seam',
  },
  bedding: {
    shapes:
      '<rect x="78" y="118" width="116" height="76" rx="18"/><rect x="206" y="118" width="116" height="76" rx="18"/>' +
      p('M56 196H344L352 420H48Z'),
    front: p('M52 250H348') + p('M60 264H340', ' stroke-dasharray="6 6"'),
    back:
      p('M50 392H350') +
      dots(
        [110, 170, 230, 290].map((x) => [x, 406] as const),
        5,
      ),
    texture: 'weave',
    feature: 'tag',
  },
  curtain: {
    under:
      p('M60 62H340', ' stroke="$d" stroke-width="8" stroke-linecap="round"') +
      '<circle cx="56" cy="62" r="9" fill="$d"/><circle cx="344" cy="62" r="9" fill="$d"/>',
    shapes: p('M104 66H296L310 452Q200 440 90 452Z'),
    front:
      p('M140 84L130 446M176 84L172 444M224 84L228 444M260 84L270 446') +
      repeat(5, (i) => `<circle cx="${122 + i * 39}" cy="76" r="6" fill="#FFF"/>`),
    back: p('M104 98H296M96 420Q200 410 304 420M200 100V440'),
    texture: 'weave',
    feature: 'eyelet',
  },
  towel: {
    shapes:
      '<rect x="92" y="176" width="216" height="96" rx="10"/><rect x="78" y="272" width="244" height="110" rx="10"/>',
    front: p('M92 240H308M78 350H322', ' stroke="$l" stroke-width="10"'),
    back:
      p('M92 224H308M78 326H322') + '<rect x="284" y="290" width="20" height="30" fill="#FFF"/>',
    texture: 'loops',
    feature: 'tag',
  },
  lamp: {
    shapes:
      p('M146 84H254L302 226H98Z') +
      '<rect x="192" y="226" width="16" height="176"/><ellipse cx="200" cy="410" rx="72" ry="18"/>',
    front: p('M150 100H250M106 210H294M176 84L160 226M224 84L240 226'),
    back: p('M150 100H250M106 210H294M236 416Q300 440 344 404'),
    texture: 'weave',
    feature: 'seam',
  },
  rug: {
    shapes: '<rect x="76" y="104" width="248" height="300" rx="4"/>',
    front:
      '<rect x="96" y="124" width="208" height="260" stroke="$l" stroke-width="6"/>' +
      p('M200 170L260 254L200 338L140 254Z') +
      p(repeat(16, (i) => `M${84 + i * 16} 104V84M${84 + i * 16} 404V424`)),
    back:
      p('M76 204H324M76 304H324M159 104V404M241 104V404', ' stroke-opacity=".4"') +
      p(repeat(16, (i) => `M${84 + i * 16} 104V84M${84 + i * 16} 404V424`)),
    texture: 'loops',
    feature: 'fringe',
  },
  tableware: {
    shapes: '<circle cx="200" cy="250" r="150"/>',
    front:
      '<circle cx="200" cy="250" r="100"/>' +
      '<circle cx="200" cy="250" r="126" stroke="$l" stroke-width="6" stroke-dasharray="14 10"/>',
    back: '<circle cx="200" cy="250" r="70"/><circle cx="200" cy="250" r="18" stroke-width="2"/>',
    texture: 'smooth',
    feature: 'rim',
  },
};

const TEXTURES: Record<Texture, string> = {
  weave:
    '<pattern id="t" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6H12M6 0V12" stroke="$d" stroke-opacity=".35" stroke-width="2"/></pattern>',
  knit: '<pattern id="t" width="16" height="14" patternUnits="userSpaceOnUse"><path d="M0 1L8 13L16 1" fill="none" stroke="$d" stroke-opacity=".45" stroke-width="3"/></pattern>',
  twill:
    '<pattern id="t" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M-3 3L3-3M0 12L12 0M9 15L15 9" stroke="$d" stroke-opacity=".4" stroke-width="3"/></pattern>',
  lace: '<pattern id="t" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="7" fill="none" stroke="$l" stroke-width="2"/><circle cx="0" cy="0" r="4" fill="none" stroke="$l" stroke-width="2"/><circle cx="24" cy="24" r="4" fill="none" stroke="$l" stroke-width="2"/></pattern>',
  grain:
    '<pattern id="t" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.2" fill="$d" fill-opacity=".35"/><circle cx="8" cy="7" r="1" fill="$d" fill-opacity=".3"/></pattern>',
  loops:
    '<pattern id="t" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3" fill="none" stroke="$d" stroke-opacity=".35" stroke-width="1.5"/></pattern>',
  smooth:
    '<pattern id="t" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M0 80L80 0" stroke="#FFF" stroke-opacity=".18" stroke-width="18"/></pattern>',
};

const FEATURES: Record<Feature, string> = {
  button:
    p('M150 40V440', ' stroke="$d" stroke-width="3" stroke-dasharray="10 8"') +
    '<circle cx="210" cy="240" r="36" fill="$l" stroke="$d" stroke-width="4"/>' +
    dots(
      [
        [198, 228],
        [222, 228],
        [198, 252],
        [222, 252],
      ],
      5,
    ),
  rivet:
    p(
      'M60 180Q200 220 340 170M60 196Q200 236 340 186',
      ' fill="none" stroke="#D9962B" stroke-width="4" stroke-dasharray="10 7"',
    ) + '<circle cx="250" cy="280" r="22" fill="#B08D57" stroke="#6E5631" stroke-width="4"/>',
  zip:
    p('M200 40V440', ' stroke="$d" stroke-width="18"') +
    p('M200 40V440', ' stroke="$l" stroke-width="10" stroke-dasharray="4 4"') +
    '<rect x="186" y="210" width="28" height="44" rx="6" fill="#BFC4C9" stroke="$d" stroke-width="3"/>',
  seam: p(
    'M20 240Q200 200 380 240M20 262Q200 222 380 262',
    ' fill="none" stroke="$d" stroke-width="3" stroke-dasharray="10 8"',
  ),
  scallop: p(
    `M30 300${repeat(9, () => 'q20 -34 40 0')}V420H30Z`,
    ` fill="${BACKGROUND}" stroke="$d" stroke-width="3"`,
  ),
  stitch:
    p('M20 300Q200 240 380 300V420H20Z', ' fill="$d" fill-opacity=".25"') +
    p(
      'M20 282Q200 222 380 282',
      ' fill="none" stroke="$l" stroke-width="4" stroke-dasharray="12 8"',
    ),
  swirl: p(
    'M120 260Q200 140 280 260Q200 320 160 250Q200 190 240 250',
    ' fill="none" stroke="$l" stroke-width="16" stroke-linecap="round"',
  ),
  flame:
    p('M40 300H360', ' stroke="$d" stroke-width="6"') +
    p('M200 250V300', ' stroke="#333" stroke-width="5"') +
    p('M200 120Q256 200 200 252Q144 200 200 120Z', ' fill="#F6B93B"') +
    p('M200 180Q222 220 200 240Q178 220 200 180Z', ' fill="#FFF3C4"'),
  rim:
    '<circle cx="200" cy="240" r="120" fill="none" stroke="$l" stroke-width="8"/>' +
    '<circle cx="200" cy="240" r="90" fill="none" stroke="$d" stroke-opacity=".4" stroke-width="3"/>',
  fringe:
    p('M20 340H380', ' stroke="$d" stroke-width="10"') +
    p(
      repeat(26, (i) => `M${30 + i * 14} 346V420`),
      ' stroke="$l" stroke-width="5"',
    ),
  eyelet:
    '<circle cx="200" cy="200" r="40" fill="#FFF" stroke="#A7A9AC" stroke-width="14"/>' +
    p('M120 300L110 420M170 290V420M230 290V420M280 300L290 420', ' stroke="$d" stroke-width="3"'),
  tag:
    '<rect x="170" y="80" width="60" height="90" rx="4" fill="#FFF" stroke="$d" stroke-width="3"/>' +
    p('M182 104H218M182 120H218M182 136H210', ' stroke="$d" stroke-width="3"'),
};

function fill(template: string, colours: { c: string; d: string; l: string }): string {
  return template.replace(/\$([cdl])/g, (_, token: 'c' | 'd' | 'l') => colours[token]);
}

/**
 * A complete standalone SVG document: 400 x 500, light neutral background, the item in the
 * given colour with a darker outline; 'back' drops the front details and mirrors the shading
 * (side views are mirrored entirely); 'detail' is a close-up of the texture and one feature.
 */
export function renderIllustration(
  kind: IllustrationKind,
  view: IllustrationView,
  colourHex: string,
  title: string,
): string {
  const rgb = parseHex(colourHex);
  const colours = { c: toHex(rgb), d: shade(rgb, -0.45), l: shade(rgb, 0.55) };
  const art = ART[kind];
  let body: string;
  if (view === 'detail') {
    body =
      `<defs>${TEXTURES[art.texture]}<clipPath id="k"><circle cx="200" cy="240" r="170"/></clipPath></defs>` +
      `<rect width="400" height="500" fill="${BACKGROUND}"/>` +
      `<g clip-path="url(#k)"><rect width="400" height="500" fill="$c"/><rect width="400" height="500" fill="url(#t)"/>${FEATURES[art.feature]}</g>` +
      '<circle cx="200" cy="240" r="170" fill="none" stroke="$d" stroke-width="6"/>';
  } else {
    const front = view === 'front';
    const mirror = !front && art.mirrorBack === true;
    const shadingX = front === mirror ? 0 : 200;
    body =
      `<defs><clipPath id="k">${art.shapes}</clipPath></defs>` +
      `<rect width="400" height="500" fill="${BACKGROUND}"/>` +
      '<ellipse cx="200" cy="464" rx="150" ry="14" fill="#000" fill-opacity=".07"/>' +
      (mirror ? '<g transform="matrix(-1 0 0 1 400 0)">' : '<g>') +
      (art.under ?? '') +
      `<g fill="$c" stroke="$d" stroke-width="4" stroke-linejoin="round">${art.shapes}</g>` +
      `<rect x="${shadingX}" width="200" height="500" fill="#000" fill-opacity=".12" clip-path="url(#k)"/>` +
      `<g fill="none" stroke="$d" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${front ? art.front : art.back}</g>` +
      '</g>';
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500" role="img">' +
    `<title>${escapeXml(title)}</title>` +
    fill(body, colours) +
    '</svg>'
  );
}
