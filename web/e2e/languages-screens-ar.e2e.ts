// Every route in Arabic: see languages-screens.ts.
import { walkEveryRoute } from './languages-screens.ts';

walkEveryRoute('ar');
