import type { RelayPoint, StoreSegment } from '@vitrine/api-client/contract';
import type { Db } from '../db/database.js';
import { relayPoints } from '../db/schema.js';
import {
  arrondissementsOf,
  MAIN_TOWNS,
  type Coordinates,
  type Town,
} from '../delivery/postcode-locations.js';
import { UK_PLACES } from '../delivery/uk-postcode-locations.js';
import type { CataloguePlan } from './catalogue-plan.js';
import { Random } from './random.js';

/** The networks are the same whatever the catalogue: their own fixed seeds. */
const FRENCH_NETWORK_SEED = 7_500_001;
const UK_NETWORK_SEED = 4_400_001;
const METRES_PER_DEGREE = 111_195;

/** How far from its place's centre a point may be, in metres. */
type Spread = readonly [min: number, max: number];

/**
 * Points per place: Colissimo relays everywhere in France, Mondial Relay in mainland France only;
 * fewer per arrondissement of Paris, Lyon and Marseille, which are many and close together.
 */
const FRENCH_NETWORKS = [
  { method: 'RP', perTown: 6, perArrondissement: 2, overseas: true },
  { method: 'MLR', perTown: 4, perArrondissement: 1, overseas: false },
] as const;
/** A town's points spread over it and its suburbs, an arrondissement's stay in it. */
const TOWN_SPREAD: Spread = [300, 6000];
const ARRONDISSEMENT_SPREAD: Spread = [100, 700];

/** The UK network: Mondial Relay's (decision 006), around each place of `UK_PLACES`. */
const UK_NETWORK = { method: 'MLR', perPlace: 4, spread: [150, 1500] as Spread } as const;
/** The letters an inward code may end with (Royal Mail leaves out C, I, K, M, O and V). */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

const FRENCH_SHOPS = [
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
const FRENCH_STREETS = [
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
const FRENCH_WEEKS: readonly Hours[] = [
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

const UK_SHOPS = [
  'Station News',
  'High Street Convenience',
  'The Corner Shop',
  'Village Post Office',
  'Express Dry Cleaners',
  'Parade Launderette',
  'Green Leaf Florist',
  'Town Pharmacy',
  'Key & Heel Bar',
  'Quick Stop Mini Market',
  'Park Lane Newsagents',
  'Book & Card Shop',
];
const UK_STREETS = [
  'High Street',
  'Station Road',
  'Church Street',
  'Market Place',
  'London Road',
  'Victoria Road',
  'King Street',
  'Queen Street',
  'Park Road',
  'Mill Lane',
  'The Parade',
  'Bridge Street',
];

/**
 * UK weeks, open through lunch: a newsagent from early morning, a convenience store every day,
 * a high-street shop with Sunday trading hours, a dry cleaner closed on Sunday.
 */
const UK_WEEKS: readonly Hours[] = [
  [...days(1, 6, [['06:00', '20:00']]), ...days(7, 7, [['07:00', '14:00']])],
  days(1, 7, [['07:00', '22:00']]),
  [...days(1, 6, [['09:00', '17:30']]), ...days(7, 7, [['10:00', '16:00']])],
  [...days(1, 5, [['08:00', '18:30']]), ...days(6, 6, [['09:00', '17:00']])],
];

/** A point `spread` metres from a place's centre, in a random direction. */
function near(random: Random, centre: Coordinates, [min, max]: Spread) {
  const angle = random.next() * 2 * Math.PI;
  const metres = random.int(min, max);
  const latitude = centre.latitude + (metres * Math.cos(angle)) / METRES_PER_DEGREE;
  const longitude =
    centre.longitude +
    (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** A place with relay points, and the points it has. */
interface RelayPlace extends Coordinates {
  /** Names its points: 'RP-59-01' (a department's town), 'RP-75011-01', 'MLR-LS1-01'. */
  key: string;
  city: string;
  /** A point's postcode (the UK's inward codes differ from shop to shop). */
  postcode: (random: Random) => string;
  count: number;
  spread: Spread;
}

/** A store's relay network and what its shops look like. */
interface RelayNetwork {
  store: StoreSegment;
  method: RelayPoint['method'];
  country: RelayPoint['country'];
  shops: readonly string[];
  streets: readonly string[];
  weeks: readonly Hours[];
}

/** A place's points in a network: a shop of the country each, around the place's centre. */
function relayRows(random: Random, network: RelayNetwork, place: RelayPlace) {
  return Array.from({ length: place.count }, (_, i) => ({
    store: network.store,
    id: `${network.method}-${place.key}-${String(i + 1).padStart(2, '0')}`,
    method: network.method,
    name: random.pick(network.shops),
    street: `${String(random.int(1, 120))} ${random.pick(network.streets)}`,
    postalCode: place.postcode(random),
    city: place.city,
    country: network.country,
    ...near(random, place, place.spread),
    openingHours: random.pick(network.weeks),
  }));
}

/** A French place: a department's main town, or an arrondissement of Paris, Lyon or Marseille. */
const frenchPlace = (town: Town, key: string, count: number, spread: Spread): RelayPlace => ({
  ...town,
  key,
  postcode: () => town.postalCode,
  count,
  spread,
});

/**
 * Both French networks (RP, MLR) around the main town of every French department, or around
 * each arrondissement of Paris, Lyon and Marseille; points there carry the place's postcode.
 */
function frenchRows() {
  const random = new Random(FRENCH_NETWORK_SEED);
  return MAIN_TOWNS.flatMap((main) =>
    FRENCH_NETWORKS.filter((n) => n.overseas || !main.postalCode.startsWith('97')).flatMap(
      ({ method, perTown, perArrondissement }) => {
        const network = {
          store: 'fr',
          method,
          country: 'FR',
          shops: FRENCH_SHOPS,
          streets: FRENCH_STREETS,
          weeks: FRENCH_WEEKS,
        } as const;
        const arrondissements = arrondissementsOf(main.department);
        const places =
          arrondissements.length > 0
            ? arrondissements.map((t) =>
                frenchPlace(t, t.postalCode, perArrondissement, ARRONDISSEMENT_SPREAD),
              )
            : [frenchPlace(main, main.department, perTown, TOWN_SPREAD)];
        return places.flatMap((place) => relayRows(random, network, place));
      },
    ),
  );
}

/** The UK network around every place of `UK_PLACES`, each point with a postcode of its district. */
function ukRows() {
  const random = new Random(UK_NETWORK_SEED);
  const network = {
    store: 'uk',
    method: UK_NETWORK.method,
    country: 'GB',
    shops: UK_SHOPS,
    streets: UK_STREETS,
    weeks: UK_WEEKS,
  } as const;
  return UK_PLACES.flatMap((place) =>
    relayRows(random, network, {
      ...place,
      key: place.outward,
      postcode: (r) => `${place.outward} ${String(r.int(0, 9))}${r.chars(INWARD_LETTERS, 2)}`,
      count: UK_NETWORK.perPlace,
      spread: UK_NETWORK.spread,
    }),
  );
}

/** The relay networks of both stores, with opening hours (see decision 006). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the seeding step's signature
export async function seedDeliveryNetwork(db: Db, _plan: CataloguePlan): Promise<void> {
  await db.insert(relayPoints).values([...frenchRows(), ...ukRows()]);
}
