import { ACCEPT_ALL, REFUSE_ALL, type ConsentChoice } from '@vitrine/analytics';
import { ConsentBanner, ConsentPreferences, consentTranslations } from '@vitrine/ui';
import { useStoreContext } from '../../app/store-context.js';
import { useRouteTexts } from '../../i18n/route-texts.js';
import { chooseConsent, closeConsentPreferences, openConsentPreferences } from './consent-state.js';

interface ConsentDialogsProps {
  /** The visitor's choice; null until made (the banner asks). */
  choice: ConsentChoice | null;
  preferencesOpen: boolean;
}

/** The kit's consent banner and preferences dialog, wired to the page's consent state. */
export default function ConsentDialogs({ choice, preferencesOpen }: ConsentDialogsProps) {
  // The kit's consent texts come with this code, not in the store's first script.
  useRouteTexts(consentTranslations);
  const { paths } = useStoreContext();
  return (
    <>
      {choice === null && (
        <ConsentBanner
          policyHref={paths.privacyPolicy}
          onAcceptAll={() => {
            chooseConsent(ACCEPT_ALL);
          }}
          onRefuseAll={() => {
            chooseConsent(REFUSE_ALL);
          }}
          onCustomise={openConsentPreferences}
        />
      )}
      <ConsentPreferences
        open={preferencesOpen}
        initial={choice ?? REFUSE_ALL}
        onClose={closeConsentPreferences}
        onSave={chooseConsent}
      />
    </>
  );
}
