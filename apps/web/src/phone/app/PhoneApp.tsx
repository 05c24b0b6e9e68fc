import { createTheme, MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { ShellStoresContext } from '../../app/connection/shell-stores';
import { TransportContext } from '../../app/connection/transport-context';
import { theme } from '../../app/providers/theme';
import { CallsScreen } from '../calls/CallsScreen';
import { PairingScreen } from '../pairing/PairingScreen';
import { SignInScreen } from '../sign-in/SignInScreen';
import { type PhoneServices, PhoneServicesContext, usePhoneState } from './phone-services';

/**
 * The console's theme with its darkest teal: white on the usual shade reads at 2.5:1, too faint for a
 * phone glanced at in a corridor (WCAG AA asks 4.5:1).
 */
const phoneTheme = createTheme({ ...theme, primaryShade: 9 });

/**
 * The staff phone client (issue 13, spec part 2 §7): pairing without a device token, sign-in without a
 * session, the calls with both. A page of its own on the plain transport, as the wall display is (ADR 0014).
 */
export function PhoneApp({ services }: { services: PhoneServices }) {
  return (
    <MantineProvider theme={phoneTheme}>
      <I18nextProvider i18n={services.i18n}>
        <ShellStoresContext.Provider value={services.stores}>
          <TransportContext.Provider value={services.transport}>
            <PhoneServicesContext.Provider value={services}>
              <PhoneScreens />
            </PhoneServicesContext.Provider>
          </TransportContext.Provider>
        </ShellStoresContext.Provider>
      </I18nextProvider>
    </MantineProvider>
  );
}

function PhoneScreens() {
  const { device, session } = usePhoneState();
  if (!device) return <PairingScreen />;
  if (!session) return <SignInScreen />;
  return <CallsScreen />;
}
