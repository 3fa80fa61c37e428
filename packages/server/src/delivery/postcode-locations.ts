import { checkFrenchPostcode } from '@vitrine/validation';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface Town extends Coordinates {
  /** The department (or overseas territory) code: '75', '2A', '974', 'MC' for Monaco. */
  department: string;
  postalCode: string;
  city: string;
}

const town = (
  department: string,
  postalCode: string,
  city: string,
  latitude: number,
  longitude: number,
): Town => ({ department, postalCode, city, latitude, longitude });

/**
 * The main town (prefecture, or largest town overseas) of every delivered French department,
 * with its coordinates. No postcode database is shipped: a postcode is placed at its department's
 * main town (or arrondissement, below), which is where the seeded relay network has its points
 * (see decision 006).
 */
export const MAIN_TOWNS: readonly Town[] = [
  town('01', '01000', 'Bourg-en-Bresse', 46.2052, 5.2255),
  town('02', '02000', 'Laon', 49.5641, 3.6199),
  town('03', '03000', 'Moulins', 46.5646, 3.3326),
  town('04', '04000', 'Digne-les-Bains', 44.0925, 6.2356),
  town('05', '05000', 'Gap', 44.5594, 6.0786),
  town('06', '06000', 'Nice', 43.7102, 7.262),
  town('07', '07000', 'Privas', 44.7353, 4.599),
  town('08', '08000', 'Charleville-Mézières', 49.7621, 4.7263),
  town('09', '09000', 'Foix', 42.9653, 1.6075),
  town('10', '10000', 'Troyes', 48.2973, 4.0744),
  town('11', '11000', 'Carcassonne', 43.213, 2.3491),
  town('12', '12000', 'Rodez', 44.3506, 2.575),
  town('13', '13001', 'Marseille', 43.2965, 5.3698),
  town('14', '14000', 'Caen', 49.1829, -0.3707),
  town('15', '15000', 'Aurillac', 44.9264, 2.4397),
  town('16', '16000', 'Angoulême', 45.6484, 0.1562),
  town('17', '17000', 'La Rochelle', 46.1603, -1.1511),
  town('18', '18000', 'Bourges', 47.081, 2.3988),
  town('19', '19000', 'Tulle', 45.2667, 1.7667),
  town('2A', '20000', 'Ajaccio', 41.9192, 8.7386),
  town('2B', '20200', 'Bastia', 42.6973, 9.4509),
  town('21', '21000', 'Dijon', 47.322, 5.0415),
  town('22', '22000', 'Saint-Brieuc', 48.5141, -2.7603),
  town('23', '23000', 'Guéret', 46.1717, 1.8717),
  town('24', '24000', 'Périgueux', 45.1843, 0.7212),
  town('25', '25000', 'Besançon', 47.2378, 6.0241),
  town('26', '26000', 'Valence', 44.9334, 4.8924),
  town('27', '27000', 'Évreux', 49.0241, 1.1508),
  town('28', '28000', 'Chartres', 48.4439, 1.489),
  town('29', '29000', 'Quimper', 47.996, -4.1024),
  town('30', '30000', 'Nîmes', 43.8367, 4.3601),
  town('31', '31000', 'Toulouse', 43.6047, 1.4442),
  town('32', '32000', 'Auch', 43.6465, 0.5855),
  town('33', '33000', 'Bordeaux', 44.8378, -0.5792),
  town('34', '34000', 'Montpellier', 43.6108, 3.8767),
  town('35', '35000', 'Rennes', 48.1173, -1.6778),
  town('36', '36000', 'Châteauroux', 46.8103, 1.6913),
  town('37', '37000', 'Tours', 47.3941, 0.6848),
  town('38', '38000', 'Grenoble', 45.1885, 5.7245),
  town('39', '39000', 'Lons-le-Saunier', 46.6747, 5.5547),
  town('40', '40000', 'Mont-de-Marsan', 43.8902, -0.4994),
  town('41', '41000', 'Blois', 47.5861, 1.3359),
  town('42', '42000', 'Saint-Étienne', 45.4397, 4.3872),
  town('43', '43000', 'Le Puy-en-Velay', 45.0434, 3.8855),
  town('44', '44000', 'Nantes', 47.2184, -1.5536),
  town('45', '45000', 'Orléans', 47.903, 1.9093),
  town('46', '46000', 'Cahors', 44.4475, 1.4419),
  town('47', '47000', 'Agen', 44.2033, 0.6163),
  town('48', '48000', 'Mende', 44.5181, 3.5006),
  town('49', '49000', 'Angers', 47.4784, -0.5632),
  town('50', '50000', 'Saint-Lô', 49.1157, -1.0906),
  town('51', '51000', 'Châlons-en-Champagne', 48.9566, 4.3631),
  town('52', '52000', 'Chaumont', 48.1113, 5.1392),
  town('53', '53000', 'Laval', 48.0707, -0.7734),
  town('54', '54000', 'Nancy', 48.6921, 6.1844),
  town('55', '55000', 'Bar-le-Duc', 48.7727, 5.16),
  town('56', '56000', 'Vannes', 47.6582, -2.7608),
  town('57', '57000', 'Metz', 49.1193, 6.1757),
  town('58', '58000', 'Nevers', 46.9896, 3.159),
  town('59', '59000', 'Lille', 50.6292, 3.0573),
  town('60', '60000', 'Beauvais', 49.4295, 2.0807),
  town('61', '61000', 'Alençon', 48.4329, 0.0913),
  town('62', '62000', 'Arras', 50.291, 2.7775),
  town('63', '63000', 'Clermont-Ferrand', 45.7772, 3.087),
  town('64', '64000', 'Pau', 43.2951, -0.3708),
  town('65', '65000', 'Tarbes', 43.2328, 0.0781),
  town('66', '66000', 'Perpignan', 42.6887, 2.8948),
  town('67', '67000', 'Strasbourg', 48.5734, 7.7521),
  town('68', '68000', 'Colmar', 48.0794, 7.3585),
  town('69', '69001', 'Lyon', 45.764, 4.8357),
  town('70', '70000', 'Vesoul', 47.6198, 6.1544),
  town('71', '71000', 'Mâcon', 46.3069, 4.8287),
  town('72', '72000', 'Le Mans', 48.0061, 0.1996),
  town('73', '73000', 'Chambéry', 45.5646, 5.9178),
  town('74', '74000', 'Annecy', 45.8992, 6.1294),
  town('75', '75001', 'Paris', 48.8566, 2.3522),
  town('76', '76000', 'Rouen', 49.4432, 1.0999),
  town('77', '77000', 'Melun', 48.5421, 2.6554),
  town('78', '78000', 'Versailles', 48.8049, 2.1204),
  town('79', '79000', 'Niort', 46.3237, -0.4588),
  town('80', '80000', 'Amiens', 49.8941, 2.2958),
  town('81', '81000', 'Albi', 43.9289, 2.1464),
  town('82', '82000', 'Montauban', 44.0176, 1.355),
  town('83', '83000', 'Toulon', 43.1242, 5.928),
  town('84', '84000', 'Avignon', 43.9493, 4.8055),
  town('85', '85000', 'La Roche-sur-Yon', 46.6705, -1.426),
  town('86', '86000', 'Poitiers', 46.5802, 0.3404),
  town('87', '87000', 'Limoges', 45.8336, 1.2611),
  town('88', '88000', 'Épinal', 48.1724, 6.4496),
  town('89', '89000', 'Auxerre', 47.7982, 3.5673),
  town('90', '90000', 'Belfort', 47.6397, 6.8638),
  town('91', '91000', 'Évry-Courcouronnes', 48.6239, 2.429),
  town('92', '92000', 'Nanterre', 48.8924, 2.2071),
  town('93', '93000', 'Bobigny', 48.9077, 2.4397),
  town('94', '94000', 'Créteil', 48.7904, 2.4556),
  town('95', '95000', 'Cergy', 49.0364, 2.0761),
  town('971', '97110', 'Pointe-à-Pitre', 16.2411, -61.5331),
  town('972', '97200', 'Fort-de-France', 14.6161, -61.0588),
  town('973', '97300', 'Cayenne', 4.9224, -52.3135),
  town('974', '97400', 'Saint-Denis', -20.8821, 55.4507),
  town('MC', '98000', 'Monaco', 43.7384, 7.4246),
];

/**
 * The arrondissements of Paris, Lyon and Marseille, the only towns whose postcodes split them: a
 * postcode there is placed at its arrondissement's town hall, not at the town's centre (75011 is
 * 2 km east of Paris' centre, 13008 6 km south of Marseille's), and the seeded points there carry
 * their arrondissement's postcode.
 */
export const ARRONDISSEMENTS: readonly Town[] = [
  town('75', '75001', 'Paris', 48.8604, 2.341),
  town('75', '75002', 'Paris', 48.8667, 2.3408),
  town('75', '75003', 'Paris', 48.8637, 2.3615),
  town('75', '75004', 'Paris', 48.8543, 2.3577),
  town('75', '75005', 'Paris', 48.8446, 2.3504),
  town('75', '75006', 'Paris', 48.8512, 2.3328),
  town('75', '75007', 'Paris', 48.8566, 2.3186),
  town('75', '75008', 'Paris', 48.8773, 2.3176),
  town('75', '75009', 'Paris', 48.8769, 2.3376),
  town('75', '75010', 'Paris', 48.8718, 2.3578),
  town('75', '75011', 'Paris', 48.8574, 2.3795),
  town('75', '75012', 'Paris', 48.8406, 2.3878),
  town('75', '75013', 'Paris', 48.8322, 2.3561),
  town('75', '75014', 'Paris', 48.8331, 2.3264),
  town('75', '75015', 'Paris', 48.8414, 2.3003),
  town('75', '75016', 'Paris', 48.8566, 2.2699),
  town('75', '75116', 'Paris', 48.8638, 2.2867),
  town('75', '75017', 'Paris', 48.8841, 2.3174),
  town('75', '75018', 'Paris', 48.8922, 2.3444),
  town('75', '75019', 'Paris', 48.8831, 2.3826),
  town('75', '75020', 'Paris', 48.8649, 2.3987),
  town('69', '69001', 'Lyon', 45.7676, 4.8345),
  town('69', '69002', 'Lyon', 45.7508, 4.8272),
  town('69', '69003', 'Lyon', 45.7597, 4.8497),
  town('69', '69004', 'Lyon', 45.7786, 4.8271),
  town('69', '69005', 'Lyon', 45.7579, 4.8023),
  town('69', '69006', 'Lyon', 45.7701, 4.8522),
  town('69', '69007', 'Lyon', 45.7456, 4.8399),
  town('69', '69008', 'Lyon', 45.7347, 4.8695),
  town('69', '69009', 'Lyon', 45.7745, 4.8055),
  town('13', '13001', 'Marseille', 43.2999, 5.3841),
  town('13', '13002', 'Marseille', 43.3104, 5.3677),
  town('13', '13003', 'Marseille', 43.3121, 5.3806),
  town('13', '13004', 'Marseille', 43.3064, 5.4004),
  town('13', '13005', 'Marseille', 43.2927, 5.3975),
  town('13', '13006', 'Marseille', 43.2873, 5.3808),
  town('13', '13007', 'Marseille', 43.2826, 5.3597),
  town('13', '13008', 'Marseille', 43.2466, 5.3828),
  town('13', '13009', 'Marseille', 43.2466, 5.4264),
  town('13', '13010', 'Marseille', 43.2762, 5.4262),
  town('13', '13011', 'Marseille', 43.2893, 5.4817),
  town('13', '13012', 'Marseille', 43.3069, 5.4407),
  town('13', '13013', 'Marseille', 43.3495, 5.4332),
  town('13', '13014', 'Marseille', 43.3449, 5.3945),
  town('13', '13015', 'Marseille', 43.36, 5.36),
  town('13', '13016', 'Marseille', 43.363, 5.315),
];

const byDepartment = new Map(MAIN_TOWNS.map((t) => [t.department, t]));
const byArrondissement = new Map(ARRONDISSEMENTS.map((t) => [t.postalCode, t]));

/** A department's arrondissements (Paris, Lyon, Marseille); none elsewhere. */
export const arrondissementsOf = (department: string): readonly Town[] =>
  ARRONDISSEMENTS.filter((t) => t.department === department);

/** The department of a delivered French postcode: Corsica splits at 20200, overseas uses 3 digits. */
export function departmentOf(postcode: string): string | null {
  if (checkFrenchPostcode(postcode) !== 'valid') return null;
  const prefix = postcode.slice(0, 2);
  if (prefix === '20') return postcode < '20200' ? '2A' : '2B';
  if (prefix === '97') return postcode.slice(0, 3);
  if (prefix === '98') return 'MC';
  return prefix;
}

/**
 * Where a French postcode is: its arrondissement in Paris, Lyon and Marseille, else its
 * department's main town; null if not delivered.
 */
export function townOfPostcode(postcode: string): Town | null {
  const department = departmentOf(postcode);
  if (department === null) return null;
  return byArrondissement.get(postcode) ?? byDepartment.get(department) ?? null;
}
