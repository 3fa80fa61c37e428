import { normalizeUkPostcode } from '@vitrine/validation';
import type { Coordinates } from './postcode-locations.js';

export interface UkPlace extends Coordinates {
  /** The outward code (the postcode's first half) of the place's centre: 'LS1', 'SW1A'. */
  outward: string;
  /** The post town. */
  city: string;
}

const place = (outward: string, city: string, latitude: number, longitude: number): UkPlace => ({
  outward,
  city,
  latitude,
  longitude,
});

/**
 * The main post town of every UK postcode area (Great Britain and Northern Ireland; the Channel
 * Islands and the Isle of Man are not delivered), at the centre of its main district. Like the
 * French departments' main towns, no postcode database is shipped: a postcode is placed at its
 * district when listed here, else at its area's main town (see decision 006).
 */
export const UK_AREA_TOWNS: readonly UkPlace[] = [
  place('AB10', 'Aberdeen', 57.1447, -2.1016),
  place('AL1', 'St Albans', 51.752, -0.339),
  place('B1', 'Birmingham', 52.48, -1.903),
  place('BA1', 'Bath', 51.3813, -2.359),
  place('BB1', 'Blackburn', 53.748, -2.482),
  place('BD1', 'Bradford', 53.795, -1.752),
  place('BH1', 'Bournemouth', 50.721, -1.876),
  place('BL1', 'Bolton', 53.578, -2.429),
  place('BN1', 'Brighton', 50.824, -0.14),
  place('BR1', 'Bromley', 51.406, 0.015),
  place('BS1', 'Bristol', 51.454, -2.593),
  place('BT1', 'Belfast', 54.6, -5.93),
  place('CA1', 'Carlisle', 54.892, -2.933),
  place('CB2', 'Cambridge', 52.204, 0.12),
  place('CF10', 'Cardiff', 51.481, -3.179),
  place('CH1', 'Chester', 53.191, -2.891),
  place('CM1', 'Chelmsford', 51.736, 0.469),
  place('CO1', 'Colchester', 51.889, 0.903),
  place('CR0', 'Croydon', 51.373, -0.099),
  place('CT1', 'Canterbury', 51.28, 1.079),
  place('CV1', 'Coventry', 52.408, -1.51),
  place('CW1', 'Crewe', 53.098, -2.441),
  place('DA1', 'Dartford', 51.446, 0.217),
  place('DD1', 'Dundee', 56.461, -2.97),
  place('DE1', 'Derby', 52.922, -1.476),
  place('DG1', 'Dumfries', 55.07, -3.605),
  place('DH1', 'Durham', 54.776, -1.575),
  place('DL1', 'Darlington', 54.524, -1.552),
  place('DN1', 'Doncaster', 53.523, -1.132),
  place('DT1', 'Dorchester', 50.715, -2.437),
  place('DY1', 'Dudley', 52.512, -2.081),
  place('E1', 'London', 51.517, -0.06),
  place('EC1A', 'London', 51.518, -0.099),
  place('EH1', 'Edinburgh', 55.95, -3.188),
  place('EN1', 'Enfield', 51.652, -0.081),
  place('EX1', 'Exeter', 50.724, -3.528),
  place('FK1', 'Falkirk', 56.002, -3.784),
  place('FY1', 'Blackpool', 53.817, -3.049),
  place('G1', 'Glasgow', 55.86, -4.25),
  place('GL1', 'Gloucester', 51.865, -2.244),
  place('GU1', 'Guildford', 51.236, -0.57),
  place('HA1', 'Harrow', 51.58, -0.337),
  place('HD1', 'Huddersfield', 53.646, -1.781),
  place('HG1', 'Harrogate', 53.992, -1.541),
  place('HP1', 'Hemel Hempstead', 51.753, -0.472),
  place('HR1', 'Hereford', 52.057, -2.715),
  place('HS1', 'Stornoway', 58.209, -6.387),
  place('HU1', 'Hull', 53.744, -0.334),
  place('HX1', 'Halifax', 53.722, -1.862),
  place('IG1', 'Ilford', 51.559, 0.074),
  place('IP1', 'Ipswich', 52.059, 1.15),
  place('IV1', 'Inverness', 57.478, -4.225),
  place('KA1', 'Kilmarnock', 55.611, -4.496),
  place('KT1', 'Kingston upon Thames', 51.41, -0.301),
  place('KW15', 'Kirkwall', 58.981, -2.96),
  place('KY1', 'Kirkcaldy', 56.111, -3.16),
  place('L1', 'Liverpool', 53.403, -2.98),
  place('LA1', 'Lancaster', 54.047, -2.801),
  place('LD1', 'Llandrindod Wells', 52.242, -3.379),
  place('LE1', 'Leicester', 52.636, -1.135),
  place('LL30', 'Llandudno', 53.324, -3.828),
  place('LN1', 'Lincoln', 53.234, -0.54),
  place('LS1', 'Leeds', 53.797, -1.545),
  place('LU1', 'Luton', 51.879, -0.417),
  place('M1', 'Manchester', 53.48, -2.237),
  place('ME1', 'Rochester', 51.388, 0.504),
  place('MK9', 'Milton Keynes', 52.042, -0.759),
  place('ML1', 'Motherwell', 55.789, -3.993),
  place('N1', 'London', 51.538, -0.103),
  place('NE1', 'Newcastle upon Tyne', 54.973, -1.614),
  place('NG1', 'Nottingham', 52.954, -1.15),
  place('NN1', 'Northampton', 52.237, -0.895),
  place('NP20', 'Newport', 51.587, -2.998),
  place('NR1', 'Norwich', 52.628, 1.299),
  place('NW1', 'London', 51.534, -0.142),
  place('OL1', 'Oldham', 53.542, -2.114),
  place('OX1', 'Oxford', 51.752, -1.258),
  place('PA1', 'Paisley', 55.846, -4.424),
  place('PE1', 'Peterborough', 52.573, -0.242),
  place('PH1', 'Perth', 56.396, -3.437),
  place('PL1', 'Plymouth', 50.37, -4.143),
  place('PO1', 'Portsmouth', 50.799, -1.091),
  place('PR1', 'Preston', 53.759, -2.7),
  place('RG1', 'Reading', 51.455, -0.971),
  place('RH1', 'Redhill', 51.24, -0.171),
  place('RM1', 'Romford', 51.577, 0.183),
  place('S1', 'Sheffield', 53.38, -1.47),
  place('SA1', 'Swansea', 51.62, -3.943),
  place('SE1', 'London', 51.503, -0.092),
  place('SG1', 'Stevenage', 51.902, -0.202),
  place('SK1', 'Stockport', 53.408, -2.156),
  place('SL1', 'Slough', 51.51, -0.595),
  place('SM1', 'Sutton', 51.362, -0.193),
  place('SN1', 'Swindon', 51.56, -1.785),
  place('SO14', 'Southampton', 50.904, -1.404),
  place('SP1', 'Salisbury', 51.069, -1.795),
  place('SR1', 'Sunderland', 54.906, -1.383),
  place('SS1', 'Southend-on-Sea', 51.538, 0.711),
  place('ST1', 'Stoke-on-Trent', 53.025, -2.176),
  place('SW1A', 'London', 51.502, -0.135),
  place('SY1', 'Shrewsbury', 52.708, -2.754),
  place('TA1', 'Taunton', 51.015, -3.103),
  place('TD1', 'Galashiels', 55.615, -2.806),
  place('TF3', 'Telford', 52.678, -2.446),
  place('TN9', 'Tonbridge', 51.195, 0.275),
  place('TQ1', 'Torquay', 50.464, -3.525),
  place('TR1', 'Truro', 50.263, -5.051),
  place('TS1', 'Middlesbrough', 54.575, -1.235),
  place('TW1', 'Twickenham', 51.447, -0.329),
  place('UB1', 'Southall', 51.511, -0.376),
  place('W1D', 'London', 51.513, -0.134),
  place('WA1', 'Warrington', 53.39, -2.596),
  place('WC1B', 'London', 51.519, -0.126),
  place('WD17', 'Watford', 51.656, -0.396),
  place('WF1', 'Wakefield', 53.683, -1.499),
  place('WN1', 'Wigan', 53.545, -2.632),
  place('WR1', 'Worcester', 52.193, -2.22),
  place('WS1', 'Walsall', 52.586, -1.983),
  place('WV1', 'Wolverhampton', 52.586, -2.129),
  place('YO1', 'York', 53.96, -1.081),
  place('ZE1', 'Lerwick', 60.155, -1.145),
];

/**
 * London's areas spread over many miles: more of its districts, so that a London postcode is
 * placed (and finds points) near where it is rather than at its area's centre.
 */
export const LONDON_DISTRICTS: readonly UkPlace[] = [
  place('E2', 'London', 51.527, -0.059),
  place('E14', 'London', 51.505, -0.02),
  place('E15', 'London', 51.541, -0.003),
  place('EC2M', 'London', 51.5175, -0.082),
  place('N7', 'London', 51.554, -0.117),
  place('N16', 'London', 51.562, -0.075),
  place('NW3', 'London', 51.556, -0.177),
  place('NW6', 'London', 51.542, -0.196),
  place('SE10', 'London', 51.481, -0.009),
  place('SE15', 'London', 51.47, -0.069),
  place('SW3', 'London', 51.49, -0.168),
  place('SW11', 'London', 51.464, -0.166),
  place('SW19', 'London', 51.421, -0.207),
  place('W2', 'London', 51.514, -0.18),
  place('W8', 'London', 51.501, -0.193),
  place('W12', 'London', 51.506, -0.226),
  place('WC2E', 'London', 51.512, -0.123),
];

/** The places the UK relay network has points around. */
export const UK_PLACES: readonly UkPlace[] = [...UK_AREA_TOWNS, ...LONDON_DISTRICTS];

/** The postcode area: the outward code's letters ('SW' of 'SW1A'). */
const areaOf = (outward: string) => /^[A-Z]+/.exec(outward)?.[0] ?? '';
/** The district, its sub-district letter dropped ('SW1' of 'SW1A', 'W1' of 'W1D'). */
const districtOf = (outward: string) => /^[A-Z]+\d+/.exec(outward)?.[0] ?? '';

const byArea = new Map(UK_AREA_TOWNS.map((p) => [areaOf(p.outward), p]));
const byDistrict = new Map(UK_PLACES.map((p) => [districtOf(p.outward), p]));

/**
 * Where a UK postcode is: its district's centre when listed, else its area's main town; null for
 * a malformed postcode or an area the store does not deliver.
 */
export function ukPlaceOfPostcode(postcode: string): UkPlace | null {
  const outward = normalizeUkPostcode(postcode)?.split(' ')[0];
  if (!outward) return null;
  return byDistrict.get(districtOf(outward)) ?? byArea.get(areaOf(outward)) ?? null;
}
