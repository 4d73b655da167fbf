// Every route in German: see languages-screens.ts.
import { walkEveryRoute } from './languages-screens.ts';

walkEveryRoute('de');
