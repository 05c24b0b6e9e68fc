import { DisplayConfigProvider } from './config/DisplayConfigProvider';
import { DisplayLocale } from './view/DisplayLocale';
import { DisplayView } from './view/DisplayView';

/** Route `display` (spec part 2 §2): the configuration from profile or address, then the wall. */
export function DisplayScreen() {
  return (
    <DisplayConfigProvider>
      <DisplayLocale>
        <DisplayView />
      </DisplayLocale>
    </DisplayConfigProvider>
  );
}
