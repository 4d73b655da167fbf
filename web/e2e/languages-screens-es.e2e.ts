// Every route in Spanish: see languages-screens.ts.
import { walkEveryRoute } from './languages-screens.ts';

walkEveryRoute('es');
