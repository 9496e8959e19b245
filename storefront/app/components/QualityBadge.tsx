import { useTranslation } from '~/lib/i18n';
import type { ProductQuality } from '@electroshop/contracts/catalog';

/** Grade of a used device (A+ … D); new devices get a "New" badge. */
export function QualityBadge({ quality, showNew = true }: { quality: ProductQuality | null; showNew?: boolean }) {
  const { t } = useTranslation();
  if (!quality || (quality === 'new' && !showNew)) return null;
  const label = quality === 'new' ? t('quality.new') : t('quality.grade', { grade: quality });
  const modifier = quality === 'new' ? 'new' : quality.replace('+', 'plus').toLowerCase();
  return (
    <span className={`badge badge--quality badge--${modifier}`} title={t(`quality.description.${modifier}`)} data-testid="quality-badge">
      {label}
    </span>
  );
}
