import type { ProductStatic } from '@vitrine/api-client';
import { parseSticker, type Sticker } from '@vitrine/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './buy-box.module.css';

const colours = (sticker: Sticker) =>
  ({
    '--sticker-background': sticker.background,
    '--sticker-colour': sticker.colour,
  }) as CSSProperties;

/** The product's stickers (main, two sub stickers, commercial operation), as on its cards. */
export function ProductStickers({ attributes }: { attributes: ProductStatic['attributes'] }) {
  const { t } = useTranslation();
  const stickers = [
    attributes.stickerPrincipal,
    attributes.stickerSecondaire1,
    attributes.stickerSecondaire2,
    attributes.stickerOpeco,
  ]
    .map(parseSticker)
    .filter((sticker): sticker is Sticker => sticker !== null);
  if (stickers.length === 0) return null;
  return (
    <ul className={styles.stickers} aria-label={t('PRODUCT_STICKERS')}>
      {stickers.map((sticker, index) => (
        <li key={index}>
          {sticker.image === undefined ? (
            <span className={styles.sticker} style={colours(sticker)}>
              {sticker.label}
            </span>
          ) : (
            <img
              className={styles.stickerImage}
              src={sticker.image}
              alt={sticker.label}
              height={28}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
