import { RADIUS_KM } from '@kisansetu/contract';
import type { RadiusKm } from '@kisansetu/contract';
import { Button } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import type { TFunction } from '@/lib/i18n';
import { useNearMeUpdate } from './use-near-me-update';

/** The next radius choice after `km` (25 → 50), or null after the widest. */
export function nextRadius(km: RadiusKm): RadiusKm | null {
  return RADIUS_KM[RADIUS_KM.indexOf(km) + 1] ?? null;
}

/** 'Nothing within 25 km — try 50 km' (or '— try any distance' after the widest): what an empty page says. */
export function radiusEmptyText(t: TFunction, km: RadiusKm): string {
  const next = nextRadius(km);
  return next === null ? t('results.emptyRadiusMax', { km }) : t('results.emptyRadius', { km, next });
}

/** The button of an empty page with a radius: searches again within the next radius, or at any distance. */
export function WiderRadiusButton({ radiusKm, onApplied }: { radiusKm: RadiusKm; onApplied: () => void }) {
  const { t } = useTranslation();
  const update = useNearMeUpdate();
  const next = nextRadius(radiusKm);
  return (
    <Button
      variant="outline"
      onClick={() => {
        update({ radiusKm: next === null ? null : String(next) });
        onApplied();
      }}
    >
      {next === null ? t('results.tryAnyDistance') : t('results.tryRadius', { km: next })}
    </Button>
  );
}
