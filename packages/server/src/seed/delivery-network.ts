import type { RelayPoint } from '@vitrine/api-client/contract';
import type { Db } from '../db/database.js';
import { relayPoints } from '../db/schema.js';
import { MAIN_TOWNS, type Town } from '../delivery/postcode-locations.js';
import type { CataloguePlan } from './catalogue-plan.js';
import { Random } from './random.js';

/** The network is the same whatever the catalogue: its own fixed seed. */
const NETWORK_SEED = 7_500_001;
const METRES_PER_DEGREE = 111_195;

/** Points per main town: Colissimo relays everywhere, Mondial Relay in mainland France only. */
const NETWORKS = [
  { method: 'RP', perTown: 6, overseas: true },
  { method: 'MLR', perTown: 4, overseas: false },
] as const;

const SHOPS = [
  'Tabac de la Gare',
  'Presse du Centre',
  'Pressing des Halles',
  'Fleurs et Jardins',
  'Épicerie du Marché',
  'Librairie des Arts',
  'Cordonnerie Express',
  'Bazar de la Place',
  'Supérette du Port',
  'Multiservices du Parc',
  'Café des Sports',
  'Quincaillerie Moderne',
];
const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'place du Marché',
  'rue Victor Hugo',
  'boulevard Gambetta',
  'rue Nationale',
  'avenue de la Gare',
  'rue du Commerce',
  'rue Pasteur',
  'place de la Mairie',
  'rue des Écoles',
  'avenue Foch',
];

type Hours = RelayPoint['openingHours'];
const days = (from: number, to: number, slots: [string, string][]): Hours =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    day: from + i,
    slots: slots.map(([opens, closes]) => ({ opens, closes })),
  }));

/** Typical weeks: a shop closed at lunch, a tobacconist, a supermarket open on Sunday morning. */
const WEEKS: readonly Hours[] = [
  days(1, 6, [
    ['09:00', '12:30'],
    ['14:00', '19:00'],
  ]),
  days(1, 6, [['07:00', '19:30']]),
  [...days(1, 6, [['08:30', '20:00']]), ...days(7, 7, [['09:00', '13:00']])],
  [
    ...days(2, 5, [
      ['09:30', '12:30'],
      ['14:30', '19:00'],
    ]),
    ...days(6, 6, [['09:30', '18:00']]),
  ],
];

/** A point within 300 m to 6 km of the town centre, in a random direction. */
function near(random: Random, town: Town) {
  const angle = random.next() * 2 * Math.PI;
  const metres = random.int(300, 6000);
  const latitude = town.latitude + (metres * Math.cos(angle)) / METRES_PER_DEGREE;
  const longitude =
    town.longitude +
    (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((town.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/**
 * Relay points of both networks (RP, MLR) with opening hours, around the main town of every
 * French department (see decision 006). The UK store has no relay delivery, so no points.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the seeding step's signature
export async function seedDeliveryNetwork(db: Db, _plan: CataloguePlan): Promise<void> {
  const random = new Random(NETWORK_SEED);
  const rows = MAIN_TOWNS.flatMap((town) =>
    NETWORKS.filter((network) => network.overseas || !town.postalCode.startsWith('97')).flatMap(
      ({ method, perTown }) =>
        Array.from({ length: perTown }, (_, i) => ({
          store: 'fr',
          id: `${method}-${town.department}-${String(i + 1).padStart(2, '0')}`,
          method,
          name: random.pick(SHOPS),
          street: `${String(random.int(1, 120))} ${random.pick(STREETS)}`,
          postalCode: town.postalCode,
          city: town.city,
          country: 'FR',
          ...near(random, town),
          openingHours: random.pick(WEEKS),
        })),
    ),
  );
  await db.insert(relayPoints).values(rows);
}
