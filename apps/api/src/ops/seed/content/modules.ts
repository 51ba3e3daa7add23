import { allergienModules } from './modules/allergien';
import { blaseModules } from './modules/blase';
import { erkaeltungModules } from './modules/erkaeltung';
import { hautModules } from './modules/haut';
import { kalmusAllergieModules } from './modules/kalmus-allergie';
import { lindgruenModules } from './modules/lindgruen';
import { nasenfreiModules } from './modules/nasenfrei';
import { nordwindModules } from './modules/nordwind';
import { reiseSchlafModules } from './modules/reise-schlaf';
import { schmerzModules } from './modules/schmerz';
import { schmerzBeratungModules } from './modules/schmerz-beratung';
import { solsanaModules } from './modules/solsana';
import { sonnenschutzModules } from './modules/sonnenschutz';
import { sonnenschutzVerkaufModules } from './modules/sonnenschutz-verkauf';
import { verdauungModules } from './modules/verdauung';
import { vitamineModules } from './modules/vitamine';
import { vitamineSpecialModules } from './modules/vitamine-special';
import type { Topic } from './topics';
import type { SeedModule } from './types';

/** The seed modules grouped by topic; the topic decides the colours and icon of their pictures. */
export const SEED_MODULE_GROUPS: { topic: Topic; modules: SeedModule[] }[] = [
  { topic: 'erkaeltung', modules: [...erkaeltungModules, ...nasenfreiModules, ...nordwindModules] },
  { topic: 'sonnenschutz', modules: [...sonnenschutzModules, ...sonnenschutzVerkaufModules, ...solsanaModules] },
  { topic: 'verdauung', modules: [...verdauungModules, ...lindgruenModules] },
  { topic: 'allergien', modules: [...allergienModules, ...kalmusAllergieModules] },
  { topic: 'schmerz', modules: [...schmerzModules, ...schmerzBeratungModules] },
  { topic: 'haut', modules: hautModules },
  { topic: 'vitamine', modules: [...vitamineModules, ...vitamineSpecialModules] },
  { topic: 'reise', modules: reiseSchlafModules.filter((m) => m.slug.startsWith('reise')) },
  { topic: 'schlaf', modules: reiseSchlafModules.filter((m) => !m.slug.startsWith('reise')) },
  { topic: 'blase', modules: blaseModules },
];

/** All 36 seed modules, in a stable order. */
export const SEED_MODULES: SeedModule[] = SEED_MODULE_GROUPS.flatMap((group) => group.modules);
