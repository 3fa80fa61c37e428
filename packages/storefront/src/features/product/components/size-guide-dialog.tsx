import { Modal } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { SizeGuideContent } from './product-content.js';

export interface SizeGuideDialogProps {
  /** The size guide's id (the product sheet's sizeGuide). */
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The size guide over the page, opened from the sizes (the same text as its tab). */
export function SizeGuideDialog({ id, open, onClose }: SizeGuideDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('PRODUCT_SIZE_GUIDE')} size="lg">
      {open && <SizeGuideContent id={id} />}
    </Modal>
  );
}
