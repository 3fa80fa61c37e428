import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUi } from '../core/ui-context.js';
import {
  RELAY_POINTS_FR,
  RELAY_POINTS_LONG,
  RELAY_POINTS_UK,
  SHIPPING_METHODS_FR,
  SHIPPING_METHODS_UK,
  SHIPPING_METHODS_WAREHOUSE,
} from '../fixtures/commerce.story-support.js';
import { createStoryClock, withClock } from '../fixtures/timing.story-support.js';
import { ShippingMethodPicker } from './shipping-method-picker.js';
import type { RelayPointOption, ShippingMethodPickerProps } from './shipping-method-picker.js';

/** What the stories' fake search finds: nothing in Lozère, Marseille's long names, else Paris. */
function found(postcode: string): RelayPointOption[] {
  if (postcode.startsWith('48')) return [];
  if (postcode.startsWith('13')) return RELAY_POINTS_LONG;
  if (/^[A-Z]/.test(postcode)) return RELAY_POINTS_UK;
  return RELAY_POINTS_FR;
}

function first(elements: HTMLElement[]): HTMLElement {
  const [element] = elements;
  if (!element) throw new Error('No element found');
  return element;
}

/** How long the stories' relay search takes, on the kit's clock. */
const SEARCH_MS = 300;

/** Plays the app: keeps the choices in state and answers relay searches after a short wait. */
function Stateful(args: ShippingMethodPickerProps) {
  const { clock } = useUi();
  const [value, setValue] = useState(args.value);
  const [relayId, setRelayId] = useState(args.selectedRelayId);
  const [status, setStatus] = useState(args.relayStatus);
  const [points, setPoints] = useState(args.relayPoints);
  const { onSearchRelays } = args;
  return (
    <ShippingMethodPicker
      {...args}
      value={value}
      selectedRelayId={relayId}
      relayStatus={status}
      relayPoints={points}
      onChange={(code) => {
        args.onChange(code);
        setValue(code);
      }}
      onSelectRelay={(id) => {
        args.onSelectRelay?.(id);
        setRelayId(id);
      }}
      onSearchRelays={
        onSearchRelays &&
        ((postcode) => {
          onSearchRelays(postcode);
          setStatus('loading');
          clock.setTimeout(() => {
            setPoints(found(postcode));
            setStatus('ready');
          }, SEARCH_MS);
        })
      }
    />
  );
}

const meta = {
  title: 'Commerce/ShippingMethodPicker',
  component: ShippingMethodPicker,
  args: {
    methods: SHIPPING_METHODS_FR,
    relayPoints: RELAY_POINTS_FR,
    onChange: fn(),
    onSelectRelay: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ShippingMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('group', { name: 'À domicile' });
    const relay = canvas.getByRole('group', { name: 'En point relais' });
    await expect(within(home).getAllByRole('radio')).toHaveLength(2);
    await expect(within(relay).getAllByRole('radio')).toHaveLength(2);
    const colieco = canvas.getByRole('radio', { name: 'Colis éco à domicile Gratuit' });
    await expect(colieco).toHaveAccessibleDescription('Livré en 3 à 5 jours ouvrés');
    await expect(
      canvas.getByRole('radio', { name: /^Colissimo à domicile 6,90\s€$/ }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();

    // Choosing the relay method opens the relay points; choosing one calls back.
    await userEvent.click(canvas.getByRole('radio', { name: /^Point relais Colissimo/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('RP');
    const relays = await canvas.findByRole('radiogroup', { name: 'Choisissez votre point relais' });
    await expect(within(relays).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(
      within(relays).getByRole('radio', { name: 'Tabac Presse de la Roquette' }),
    );
    await expect(args.onSelectRelay).toHaveBeenLastCalledWith('RP-75011-001');
    await expect(
      within(relays).getByRole('radio', { name: 'Tabac Presse de la Roquette' }),
    ).toHaveAccessibleDescription(/^112 rue de la Roquette 75011 Paris à 240\sm$/);
    // Arrow keys move along the relay points.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelectRelay).toHaveBeenLastCalledWith('RP-75011-002');
    await expect(within(relays).getByRole('radio', { name: 'Pressing Voltaire' })).toHaveFocus();

    // Opening hours fold out, closed days included.
    await userEvent.click(first(canvas.getAllByText('Horaires d’ouverture')));
    const table = canvas.getByRole('table', {
      name: 'Horaires d’ouverture de Tabac Presse de la Roquette',
    });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('row', { name: /lundi/ })).toHaveTextContent(
      'lundi8h30 – 12h30, 14h00 – 19h30',
    );
    await expect(within(table).getByRole('row', { name: /dimanche/ })).toHaveTextContent('Fermé');

    // Back home: the relay panel closes.
    await userEvent.click(colieco);
    await expect(args.onChange).toHaveBeenLastCalledWith('CE');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const KeyboardAcrossGroups: Story = {
  args: { value: 'CE' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^Colis éco/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('C');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('RP');
    await expect(
      await canvas.findByRole('radiogroup', { name: 'Choisissez votre point relais' }),
    ).toBeVisible();
  },
};

/** The relay search's time: the play function moves it (see {@link createStoryClock}). */
const clock = createStoryClock();

export const RelaySearch: Story = {
  args: { value: 'MLR', relayPoints: undefined, onSearchRelays: fn(), relayPostcode: '' },
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Indiquez un code postal pour afficher les points relais les plus proches.'),
    ).toBeVisible();
    const postcode = canvas.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(postcode, '7501{Enter}');
    await expect(postcode).toHaveAccessibleDescription('Le code postal doit contenir 5 chiffres.');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '99000');
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(postcode).toHaveAccessibleDescription('Nous ne livrons pas cette zone.');
    await expect(args.onSearchRelays).not.toHaveBeenCalled();

    await userEvent.clear(postcode);
    await userEvent.type(postcode, '75011{Enter}');
    await expect(args.onSearchRelays).toHaveBeenCalledWith('75011');
    await expect(postcode).not.toHaveAttribute('aria-invalid');
    // Loading until the search answers.
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    clock.advance(SEARCH_MS);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 points relais trouvés');
    await userEvent.click(canvas.getByRole('radio', { name: 'Fleuriste Les Jardins de Charonne' }));
    await expect(args.onSelectRelay).toHaveBeenCalledWith('RP-75011-003');
  },
};

export const RelayLoading: Story = {
  args: { value: 'RP', relayStatus: 'loading', relayPoints: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const RelayEmpty: Story = {
  args: {
    value: 'RP',
    relayPoints: [],
    relayPostcode: '48000',
    onSearchRelays: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Aucun point relais trouvé/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Code postal' })).toHaveValue('48000');
  },
};

export const RelayError: Story = {
  args: {
    value: 'RP',
    relayStatus: 'error',
    relayPoints: undefined,
    relayPostcode: '75011',
    onSearchRelays: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Impossible d’afficher les points relais pour le moment.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onSearchRelays).toHaveBeenCalledWith('75011');
    await expect(
      await canvas.findByRole('radiogroup', { name: 'Choisissez votre point relais' }),
    ).toBeVisible();
  },
};

export const RelayPointRequired: Story = {
  args: { value: 'RP', relayError: 'VALIDATION_RELAY_POINT_REQUIRED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const relays = canvas.getByRole('radiogroup');
    await expect(relays).toHaveAttribute('aria-invalid', 'true');
    await expect(relays).toHaveAccessibleDescription('Veuillez choisir un point relais.');
  },
};

export const SelectionError: Story = {
  args: { value: 'C', error: 'LABEL_SHIPPING_SELECTION_ERROR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la sélection du mode de livraison. Veuillez réessayer plus tard.',
    );
  },
};

export const WarehouseMethods: Story = {
  args: { methods: SHIPPING_METHODS_WAREHOUSE, value: 'STANDARD' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('group', { name: 'À domicile' });
    await expect(within(home).getAllByRole('radio')).toHaveLength(5);
    await expect(
      canvas.getByRole('radio', { name: /^Livraison Standard 29\s€$/ }),
    ).toHaveAccessibleDescription(
      'Livré en 7 à 10 jours ouvrés Livraison standard depuis notre entrepôt',
    );
    await expect(
      canvas.getByRole('radio', { name: /^Livraison Confort/ }),
    ).toHaveAccessibleDescription(/Livraison Confort ou Premium depuis notre entrepôt/);
    const premium = canvas.getByRole('radio', { name: /^Livraison Premium/ });
    await expect(premium).toBeDisabled();
    await expect(premium).toHaveAccessibleDescription(/Indisponible pour cette commande$/);
    await userEvent.click(canvas.getByText('Livraison Premium avec installation'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: 'RP', disabled: true, selectedRelayId: 'RP-75011-002' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const LongFrenchTextOnPhone: Story = {
  args: {
    value: 'RP',
    relayPoints: RELAY_POINTS_LONG,
    selectedRelayId: 'RP-13001-001',
    methods: SHIPPING_METHODS_FR.map((method) =>
      method.code === 'C'
        ? {
            ...method,
            fee: 12.9,
            minDays: 1,
            maxDays: 1,
            label: 'Colissimo Expert contre signature avec assurance ad valorem et suivi détaillé',
          }
        : method,
    ),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: /Colissimo Expert/ }),
    ).toHaveAccessibleDescription('Livré en 1 jour ouvré');
    await expect(canvas.getByRole('radio', { name: /^Librairie-papeterie/ })).toBeChecked();
    await expect(canvas.getByText(/à 3,5\skm/)).toBeVisible();
  },
};

export const English: Story = {
  args: {
    methods: SHIPPING_METHODS_UK,
    relayPoints: RELAY_POINTS_UK,
    value: 'MLR',
    onSearchRelays: fn(),
    relayPostcode: 'SW1A 1AA',
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Home delivery' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Standard home delivery £3.99' })).toBeEnabled();
    await expect(
      canvas.getByRole('radio', { name: 'Mondial Relay pick-up point Free' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: 'Priority home delivery £5.99' }),
    ).toHaveAccessibleDescription('Delivered in 1 working day');
    // A UK address: the town, then the postcode; the distance in miles.
    await expect(
      canvas.getByRole('radio', { name: 'Victoria News & Post' }),
    ).toHaveAccessibleDescription(/^14 Buckingham Palace Road London SW1W 0PP 0\.3\smi away$/);
    await expect(canvas.getByText('0.3 mi away')).toBeVisible();
    await expect(canvas.getByText('0.8 mi away')).toBeVisible();
    const postcode = canvas.getByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'sw1v 1dl{Enter}');
    await expect(args.onSearchRelays).toHaveBeenCalledWith('SW1V 1DL');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('2 pick-up points found'),
    );
    await userEvent.click(first(canvas.getAllByText('Opening hours')));
    const table = canvas.getByRole('table', { name: 'Opening hours of Victoria News & Post' });
    await expect(within(table).getByRole('row', { name: /Sunday/ })).toHaveTextContent(
      '10:00 – 16:00',
    );
  },
};

export const RelaySearchRefused: Story = {
  args: {
    methods: SHIPPING_METHODS_UK,
    value: 'MLR',
    relayPoints: undefined,
    relayStatus: 'idle',
    relayPostcode: 'JE2 3AB',
    relaySearchError: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA',
    onSearchRelays: fn(),
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The search's refusal is said on the postcode, in place of the prompt and of any list.
    const postcode = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toHaveValue('JE2 3AB');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription('We do not deliver this area.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('We do not deliver this area.');
    await expect(canvas.queryByText(/^Enter a postcode/)).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};
