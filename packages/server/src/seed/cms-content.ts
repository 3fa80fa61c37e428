/**
 * Editorial content of the seed: CMS pages, pop-ins, size guides, footer and internal-linking
 * blocks, as HTML fragments in both stores. Only h2, h3, p, ul, li, a, strong, table (with thead,
 * tbody, tr, th, td) and section elements; no scripts, event handlers or style attributes. Links
 * are site-relative under the store segment (/fr/…, /uk/…).
 */
import { freeDeliveryFrom } from './free-delivery.js';
import { escapeXml } from './illustrations.js';
import { SIZE_SCALES, type Localised, type SizeScale, type StoreCode } from './vocabulary.js';

export interface CmsPageSeed {
  key: 'help' | 'privacy-policy' | 'promotional-offers-terms' | 'delivery-and-returns';
  /** The page path inside the store, without the store segment. */
  path: Localised;
  title: Localised;
  html: Localised;
}
export interface PopinSeed {
  key: string;
  path: string;
  title: Localised;
  html: Localised;
}

/** Page paths inside each store (without the /fr or /uk segment). */
export const PATHS = {
  help: { fr: '/aide', uk: '/help' },
  privacy: { fr: '/donnees-personnelles-cookies', uk: '/privacy-policy' },
  promo: {
    fr: '/promotional-offers-terms-and-conditions',
    uk: '/promotional-offers-terms-and-conditions',
  },
  delivery: { fr: '/livraison-et-retours', uk: '/delivery-and-returns' },
  contact: { fr: '/contact', uk: '/contact' },
  quickOrder: { fr: '/commande_directe', uk: '/direct_order' },
  catalogue: { fr: '/catalogrequest/', uk: '/catalogrequest/' },
  newsletter: { fr: '/newsletter/subscriber', uk: '/newsletter/subscriber' },
  login: { fr: '/customer/account/login', uk: '/customer/account/login' },
  orders: { fr: '/customer/account/order/history', uk: '/customer/account/order/history' },
  personalAccount: {
    fr: '/customer/account/my-personal-account',
    uk: '/customer/account/my-personal-account',
  },
  productSitemap: { fr: '/plan-de-site-produits.html', uk: '/site-plan-products.html' },
  categorySitemap: { fr: '/plan-de-site-categories.html', uk: '/site-plan-categories.html' },
  // Routed in the French store only (its feature flag); the UK store does not link to it.
  mixAndMatch: { fr: '/mix-and-match', uk: '/mix-and-match' },
} satisfies Record<string, Localised>;
type PathKey = keyof typeof PATHS;

/** A link to a page of the store. */
const link = (store: StoreCode, path: PathKey, text: string): string =>
  `<a href="/${store}${PATHS[path][store]}">${text}</a>`;
const fr = (path: PathKey, text: string): string => link('fr', path, text);
const uk = (path: PathKey, text: string): string => link('uk', path, text);

/**
 * A link that opens a pop-in (docs/decisions/021): its href is the pop-in's own address under the
 * store (spec 7.5, /{store}/media/wysiwyg/popin{path}); the store opens it in a dialog.
 */
const popinLink = (store: StoreCode, path: string, text: string): string =>
  `<a href="/${store}/media/wysiwyg/popin${path}">${text}</a>`;

const PHONE = {
  fr: '<strong>09 69 32 00 00</strong> (service gratuit + prix de l’appel)',
  uk: '<strong>0344 800 0000</strong> (calls cost 13p per minute plus your phone company’s access charge)',
};

const HELP: Localised = {
  fr: `<h2>Commander</h2>
<p>Vous pouvez commander 24 h/24 sur notre site, depuis votre ordinateur, votre tablette ou votre mobile. Choisissez la couleur et la taille de votre article, ajoutez-le au panier, puis validez votre panier : il ne vous reste qu’à vous identifier, choisir votre mode de livraison et votre moyen de paiement. Un e-mail de confirmation récapitule votre commande dès qu’elle est enregistrée.</p>
<p>Vous avez reçu notre catalogue ? Utilisez la ${fr('quickOrder', 'commande directe')} : saisissez la référence à 7 caractères indiquée sous chaque article, choisissez la taille et ajoutez-le au panier en un clic.</p>
<h3>Modifier ou annuler une commande</h3>
<p>Tant que votre commande n’est pas en préparation, notre service client peut la modifier ou l’annuler : contactez-nous au plus vite. Une fois le colis expédié, vous pourrez toujours nous retourner les articles qui ne vous conviennent pas.</p>
<h2>Livraison</h2>
<p>Nous livrons à domicile avec Colissimo (colis prioritaire) ou Colieco (colis standard), et dans plus de 5 000 points relais Mondial Relay. Les meubles et articles volumineux partent de notre entrepôt, avec trois niveaux de service : standard, confort ou premium avec installation. Pour les départements et régions d’outre-mer (codes postaux en 97), une participation de 10 % du montant de la commande s’ajoute aux frais de livraison. Délais et tarifs : consultez notre page ${fr('delivery', 'Livraison et retours')}.</p>
<h2>Retours et remboursements</h2>
<p>Vous disposez de <strong>30 jours</strong> à compter de la réception de votre colis pour nous retourner un article, dans son état d’origine et avec ses étiquettes. Votre numéro de retour facile figure dans le détail de votre commande. Nous vous remboursons sur le moyen de paiement utilisé, dans les 14 jours qui suivent la réception de votre retour.</p>
<h2>Paiement</h2>
<ul>
<li>Carte bancaire (CB, Visa, Mastercard), avec authentification 3-D Secure ;</li>
<li>PayPal et Apple Pay ;</li>
<li>paiement en 3 fois par carte bancaire, à partir de 100 € d’achat, sous réserve d’acceptation.</li>
</ul>
<p>Vos données bancaires sont chiffrées et transmises directement à notre prestataire de paiement : nous ne les conservons jamais.</p>
<h2>Mon compte</h2>
<p>Depuis votre ${fr('login', 'espace client')}, vous pouvez modifier vos informations personnelles, votre e-mail et votre mot de passe (8 à 32 caractères), gérer une adresse principale et une adresse secondaire (l’adresse secondaire n’est pas proposée aux clients d’outre-mer), consulter l’${fr('orders', 'historique de vos commandes')} des 12 derniers mois, suivre vos colis, télécharger vos factures, gérer vos abonnements aux e-mails et SMS et ${fr('catalogue', 'demander notre catalogue')}.</p>
<h2>Codes privilège</h2>
<p>Un code privilège se compose de 1 à 20 lettres majuscules ou chiffres. Saisissez-le dans votre panier : la remise s’affiche immédiatement et le code reste mémorisé deux jours. Un seul code par commande. Toutes les règles figurent dans nos ${fr('promo', 'conditions des offres promotionnelles')}. ${popinLink('fr', '/privilege-code', 'Comment utiliser mon code privilège ?')}</p>
<h2>Avis clients</h2>
<p>Chaque avis est lu par notre équipe avant publication, puis conservé cinq ans. Un avis publié ne peut plus être modifié : vous pouvez en déposer un nouveau si votre opinion a changé.</p>
<h2>Nous contacter</h2>
<p>Par téléphone au ${PHONE.fr}, du lundi au vendredi de 8 h à 19 h et le samedi de 9 h à 17 h. Par écrit, via notre ${fr('contact', 'formulaire de contact')} : nous vous répondons sous 48 heures ouvrées. Pensez à indiquer votre numéro de client ou de commande.</p>`,
  uk: `<h2>Ordering</h2>
<p>You can order online 24 hours a day from your computer, tablet or phone. Choose the colour and size of your item, add it to your basket and go to checkout: sign in, choose how you would like your order delivered and how you want to pay. We email you a confirmation as soon as your order is placed.</p>
<p>Ordering from our catalogue? Use ${uk('quickOrder', 'direct order')}: enter the 7-character reference printed under each item, pick your size and add it to your basket in one click.</p>
<h3>Changing or cancelling an order</h3>
<p>Until your order is being prepared, our customer service team can change or cancel it, so please get in touch as soon as possible. Once it has been dispatched, you can still send back anything that does not suit you.</p>
<h2>Delivery</h2>
<p>We deliver to your door with Colissimo (priority parcel) or Colieco (standard parcel), or to a Mondial Relay collection point. Furniture and bulky items are delivered from our warehouse with a choice of three services: standard, comfort or premium with installation. Timings and charges are on our ${uk('delivery', 'delivery and returns')} page.</p>
<h2>Returns and refunds</h2>
<p>You have <strong>30 days</strong> from the day your parcel arrives to return an item, unworn and with its labels. Your easy-return number is shown in your order details. We refund you to the payment method you used within 14 days of receiving your return.</p>
<h2>Payment</h2>
<ul>
<li>Debit and credit cards (Visa, Mastercard), with 3-D Secure authentication;</li>
<li>PayPal and Apple Pay;</li>
<li>your personal account, subject to status.</li>
</ul>
<p>Your card details are encrypted and sent straight to our payment provider: we never store them.</p>
<h2>Your personal account</h2>
<p>Your personal account lets you spread the cost of your purchases. You can make a payment towards it at any time from ${uk('personalAccount', 'Pay my personal account')}, for any amount up to £1,000. Your statement shows your balance and the minimum payment due.</p>
<h2>My account</h2>
<p>From ${uk('login', 'My account')} you can update your personal details, email address and password (8 to 32 characters), manage a main address and an alternative address, view your ${uk('orders', 'order history')} for the last 12 months, track your parcels, download invoices, manage your email and text preferences and ${uk('catalogue', 'request our catalogue')}.</p>
<h2>Privilege codes</h2>
<p>A privilege code is 1 to 20 capital letters or digits. Enter it in your basket: the discount appears straight away and the code is remembered for two days. One code per order. All the rules are in our ${uk('promo', 'promotional offers terms and conditions')}. ${popinLink('uk', '/privilege-code', 'How do I use my privilege code?')}</p>
<h2>Customer reviews</h2>
<p>Every review is read by our team before it is published, then kept for five years. A published review cannot be changed, but you are welcome to write a new one.</p>
<h2>Contact us</h2>
<p>Call us on ${PHONE.uk}, Monday to Friday 8am to 7pm and Saturday 9am to 5pm. Or write to us using our ${uk('contact', 'contact form')}: we reply within two working days. Please have your customer or order number to hand.</p>`,
};

const PRIVACY: Localised = {
  fr: `<p>La protection de vos données personnelles est essentielle pour nous. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>
<h2>Qui est responsable de vos données ?</h2>
<p>Vitrine SAS, qui exploite ce site, est responsable des traitements décrits ici. Notre délégué à la protection des données est joignable via notre ${fr('contact', 'formulaire de contact')}, objet « Données personnelles ».</p>
<h2>Quelles données collectons-nous ?</h2>
<ul>
<li>Identité et contact : civilité, nom, prénom, e-mail, téléphones, adresses, date de naissance ;</li>
<li>Commandes : articles, montants, moyen de paiement (jamais le numéro complet de votre carte), livraisons, retours ;</li>
<li>Échanges avec le service client et avis que vous publiez ;</li>
<li>Préférences : abonnements aux e-mails et SMS, demandes de catalogue ;</li>
<li>Navigation : pages consultées, recherches, panier, appareil utilisé, selon vos choix en matière de cookies.</li>
</ul>
<h2>Pourquoi et sur quelle base ?</h2>
<ul>
<li><strong>Exécution du contrat</strong> : gérer votre compte, vos commandes, livraisons, retours et remboursements ;</li>
<li><strong>Obligation légale</strong> : facturation, comptabilité, lutte contre la fraude au paiement ;</li>
<li><strong>Intérêt légitime</strong> : améliorer notre site, prévenir la fraude, vous adresser des offres sur des produits analogues à ceux que vous avez achetés ;</li>
<li><strong>Consentement</strong> : newsletter et SMS, offres de nos partenaires, cookies de mesure d’audience et de publicité.</li>
</ul>
<h2>Combien de temps ?</h2>
<ul>
<li>Compte client : tant qu’il est actif, puis 3 ans après votre dernière commande ou dernier contact ;</li>
<li>Commandes et factures : 10 ans, durée légale de conservation des pièces comptables ; votre espace client affiche les commandes des 12 derniers mois ;</li>
<li>Avis clients : 5 ans à compter de leur publication ;</li>
<li>Prospects : 3 ans après le dernier contact de votre part.</li>
</ul>
<h2>Qui reçoit vos données ?</h2>
<p>Nos équipes habilitées et nos prestataires, qui agissent sur nos instructions : transporteurs (Colissimo, Colieco, Mondial Relay), prestataires de paiement et de lutte contre la fraude, hébergeur, routeur d’e-mails. Nous ne transmettons vos coordonnées à nos partenaires commerciaux qu’avec votre accord. Si un prestataire est situé hors de l’Union européenne, le transfert est encadré par les clauses contractuelles types de la Commission européenne.</p>
<h2>Vos droits</h2>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité, et du droit de définir des directives sur le sort de vos données après votre décès. Vous pouvez retirer votre consentement à tout moment, notamment grâce au lien de désinscription présent dans chaque e-mail. Pour exercer vos droits, écrivez-nous via le ${fr('contact', 'formulaire de contact')}. Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL.</p>
<h2>Cookies</h2>
<p>Un cookie est un petit fichier déposé sur votre appareil lorsque vous consultez notre site. Lors de votre première visite, un bandeau vous permet d’accepter, de refuser ou de paramétrer les cookies qui ne sont pas indispensables ; vous pouvez modifier vos choix à tout moment, et nous vous les redemandons au plus tard tous les 6 mois.</p>
<table>
<thead><tr><th>Catégorie</th><th>Utilité</th><th>Durée</th></tr></thead>
<tbody>
<tr><td>Indispensables</td><td>Session, panier, sécurité, mémorisation de vos choix de cookies</td><td>De la session à 6 mois</td></tr>
<tr><td>Code privilège</td><td>Conserver le code saisi dans votre panier</td><td>2 jours</td></tr>
<tr><td>Grandes tailles</td><td>Retenir les articles grandes tailles que vous avez consultés</td><td>Environ 6 mois</td></tr>
<tr><td>Mesure d’audience</td><td>Statistiques de fréquentation pour améliorer le site</td><td>13 mois maximum</td></tr>
<tr><td>Publicité</td><td>Vous proposer des offres adaptées sur d’autres sites</td><td>13 mois maximum</td></tr>
</tbody>
</table>
<p>Refuser les cookies non indispensables n’empêche pas d’utiliser le site ni de commander.</p>`,
  uk: `<p>Protecting your personal data matters to us. This policy explains what data we collect, why, how long we keep it and how to exercise your rights under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.</p>
<h2>Who is responsible for your data?</h2>
<p>Vitrine SAS, which runs this website, is the controller of the processing described here. You can reach our data protection officer through our ${uk('contact', 'contact form')}, choosing the subject “Personal data”.</p>
<h2>What data do we collect?</h2>
<ul>
<li>Identity and contact details: title, surname, first name, email, phone numbers, addresses, date of birth;</li>
<li>Orders: items, amounts, payment method (never your full card number), deliveries and returns;</li>
<li>Personal account: balance, payments and statements, where you hold one;</li>
<li>Your conversations with customer service and the reviews you publish;</li>
<li>Preferences: email and text subscriptions, catalogue requests;</li>
<li>Browsing: pages viewed, searches, basket and device, according to your cookie choices.</li>
</ul>
<h2>Why, and on what legal basis?</h2>
<ul>
<li><strong>Contract</strong>: running your account, orders, deliveries, returns, refunds and personal account;</li>
<li><strong>Legal obligation</strong>: invoicing, accounting and payment fraud prevention;</li>
<li><strong>Legitimate interests</strong>: improving our website, preventing fraud and telling you about products similar to those you have bought;</li>
<li><strong>Consent</strong>: newsletters and texts, partner offers, analytics and advertising cookies.</li>
</ul>
<h2>How long do we keep it?</h2>
<ul>
<li>Customer account: while it is active, then 3 years after your last order or contact;</li>
<li>Orders and invoices: 6 years, as required for tax purposes; your account shows orders from the last 12 months;</li>
<li>Customer reviews: 5 years from publication;</li>
<li>Marketing contacts: 3 years after you last contacted us.</li>
</ul>
<h2>Who receives your data?</h2>
<p>Our authorised staff and the service providers acting on our instructions: carriers (Colissimo, Colieco, Mondial Relay), payment and fraud prevention providers, our hosting provider and email service. We only share your details with our business partners if you agree. Where a provider is outside the UK, the transfer is covered by the International Data Transfer Agreement or another safeguard recognised under UK law.</p>
<h2>Your rights</h2>
<p>You have the right to access, correct and erase your data, to restrict or object to its use and to data portability. You can withdraw your consent at any time, for example with the unsubscribe link in every email. To exercise your rights, write to us through the ${uk('contact', 'contact form')}. If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office (ICO).</p>
<h2>Cookies</h2>
<p>A cookie is a small file stored on your device when you visit our website. On your first visit, a banner lets you accept, refuse or choose the cookies that are not strictly necessary; you can change your mind at any time, and we ask you again at least every 6 months.</p>
<table>
<thead><tr><th>Category</th><th>Purpose</th><th>Duration</th></tr></thead>
<tbody>
<tr><td>Strictly necessary</td><td>Session, basket, security, remembering your cookie choices</td><td>Session to 6 months</td></tr>
<tr><td>Privilege code</td><td>Keeping the code you entered in your basket</td><td>2 days</td></tr>
<tr><td>Plus sizes</td><td>Remembering the plus-size items you have viewed</td><td>About 6 months</td></tr>
<tr><td>Analytics</td><td>Visitor statistics to improve the website</td><td>13 months at most</td></tr>
<tr><td>Advertising</td><td>Showing you relevant offers on other websites</td><td>13 months at most</td></tr>
</tbody>
</table>
<p>Refusing non-essential cookies does not stop you browsing or ordering.</p>`,
};

const PROMOTIONAL_TERMS: Localised = {
  fr: `<p>Les présentes conditions s’appliquent à toutes les offres promotionnelles proposées sur notre site, dans nos e-mails et dans nos catalogues, sauf mention contraire dans l’offre elle-même.</p>
<h2>Codes privilège</h2>
<ul>
<li>Un code privilège se compose de 1 à 20 lettres majuscules ou chiffres ; il se saisit dans le panier, avant le paiement.</li>
<li>Un seul code par commande. Sauf mention contraire, il n’est pas cumulable avec une autre offre et ne s’applique ni aux frais de livraison ni aux prestations d’installation.</li>
<li>Le code saisi reste mémorisé deux jours dans votre panier. Il doit être valide au moment où vous validez votre commande.</li>
<li>Un code ne peut être ni échangé, ni remboursé, ni converti en avoir.</li>
</ul>
<h2>Offre de bienvenue : 10€ OFFERTS</h2>
<p>En vous inscrivant à notre ${fr('newsletter', 'newsletter')}, vous recevez par e-mail un code de 10 € de réduction, valable sur votre première commande. L’offre est réservée aux nouveaux clients, limitée à une utilisation par foyer, et valable 30 jours à compter de l’envoi du code.</p>
<h2>Prix barrés et réductions</h2>
<p>Le prix barré est le prix de référence : le prix le plus bas que nous avons pratiqué pour l’article au cours des 30 jours précédant la réduction, conformément au Code de la consommation. Le pourcentage affiché est calculé par rapport à ce prix. Les démarques de fin de saison sont signalées comme telles.</p>
<h2>Soldes et opérations commerciales</h2>
<p>Les soldes ont lieu aux dates fixées par la réglementation. Nos autres opérations (Black Friday, ventes privées, offres saisonnières) sont valables aux dates et sur les articles indiqués, dans la limite des stocks disponibles.</p>
<h2>Cadeaux et offres spéciales</h2>
<p>Lorsqu’une offre comporte un cadeau, celui-ci est ajouté automatiquement à votre panier dès que les conditions sont remplies. Si vous retournez les articles qui ont permis d’en bénéficier, le cadeau doit être retourné avec eux ; à défaut, sa valeur est déduite du remboursement.</p>
<h2>Paiement en 3 fois</h2>
<p>Le paiement en 3 fois par carte bancaire est proposé à partir de 100 € d’achat, sous réserve d’acceptation de votre dossier. Le premier tiers est prélevé à l’expédition, les deux suivants 30 et 60 jours plus tard.</p>
<h2>Retours</h2>
<p>Les articles achetés en promotion bénéficient du même délai de retour de 30 jours. Le remboursement porte sur le montant effectivement payé, remise déduite.</p>`,
  uk: `<p>These terms apply to every promotional offer on our website, in our emails and in our catalogues, unless the offer itself says otherwise.</p>
<h2>Privilege codes</h2>
<ul>
<li>A privilege code is 1 to 20 capital letters or digits, entered in your basket before payment.</li>
<li>One code per order. Unless stated otherwise, it cannot be combined with any other offer and does not apply to delivery charges or installation services.</li>
<li>The code you enter is remembered in your basket for two days. It must still be valid when you place your order.</li>
<li>Codes cannot be exchanged, refunded or converted into credit.</li>
</ul>
<h2>Welcome offer: £10 off plus free delivery</h2>
<p>When you sign up to our ${uk('newsletter', 'newsletter')}, we email you a code worth £10 off plus free delivery on your first order. The offer is for new customers only, limited to one use per household and valid for 30 days from the date the code is sent.</p>
<h2>Was prices and discounts</h2>
<p>A crossed-out “was” price is a price at which the item was genuinely on sale for a meaningful period before the reduction, in line with the Consumer Protection from Unfair Trading guidance. The percentage shown is calculated from that price. End-of-season markdowns are labelled as such.</p>
<h2>Sales and promotions</h2>
<p>Our sales, Black Friday, private sales and seasonal offers are valid on the dates and items stated, while stocks last.</p>
<h2>Free gifts and special offers</h2>
<p>When an offer includes a free gift, it is added to your basket automatically as soon as you qualify. If you return the items that qualified you for it, please return the gift too; otherwise its value is deducted from your refund.</p>
<h2>Personal account</h2>
<p>Purchases made with a promotion can be paid with your personal account, subject to status. Payments towards your account can be made online for any amount up to £1,000.</p>
<h2>Returns</h2>
<p>Items bought on promotion can be returned within the same 30 days. We refund the amount you actually paid, after the discount.</p>`,
};

const DELIVERY_AND_RETURNS: Localised = {
  fr: `<h2>Nos modes de livraison</h2>
<p>Choisissez votre mode de livraison à l’étape « Livraison » de votre commande. Le montant des frais de port est indiqué dans votre panier avant que vous ne validiez. Les frais de livraison d’un colis, à domicile ou en point relais, sont offerts dès ${freeDeliveryFrom('fr')} d’achat.</p>
<table>
<thead><tr><th>Mode</th><th>Où</th><th>Délai indicatif</th></tr></thead>
<tbody>
<tr><td>Colissimo, colis prioritaire</td><td>À domicile, remis contre signature ou en boîte aux lettres</td><td>2 à 3 jours ouvrés</td></tr>
<tr><td>Colieco, colis standard</td><td>À domicile</td><td>4 à 6 jours ouvrés</td></tr>
<tr><td>Point relais Mondial Relay</td><td>Dans le commerce de votre choix, colis conservé 14 jours</td><td>3 à 5 jours ouvrés</td></tr>
<tr><td>Livraison depuis l’entrepôt</td><td>Meubles et articles volumineux, sur rendez-vous</td><td>1 à 3 semaines</td></tr>
</tbody>
</table>
<h3>Meubles et articles volumineux</h3>
<p>Ils sont livrés depuis notre entrepôt par un transporteur spécialisé qui vous appelle pour convenir d’un rendez-vous. Trois niveaux de service vous sont proposés :</p>
<ul>
<li><strong>Standard</strong> : livraison au pied de votre domicile ou au rez-de-chaussée ;</li>
<li><strong>Confort</strong> : livraison dans la pièce de votre choix, à tous les étages ;</li>
<li><strong>Premium</strong> : livraison dans la pièce de votre choix, déballage, installation ou montage et reprise des emballages.</li>
</ul>
<h3>Outre-mer</h3>
<p>Nous livrons les départements et régions d’outre-mer (codes postaux commençant par 97). Une participation de 10 % du montant de la commande s’ajoute aux frais de livraison ; les délais sont allongés de 5 à 10 jours ouvrés.</p>
<h3>Suivre mon colis</h3>
<p>Dès l’expédition, vous recevez un e-mail avec votre numéro de suivi. Vous le retrouvez aussi dans l’${fr('orders', 'historique de vos commandes')}, avec le numéro de colis de chaque transporteur. Une commande peut arriver en plusieurs colis.</p>
<h2>Retourner un article</h2>
<p>Vous disposez de <strong>30 jours</strong> à compter de la réception pour nous retourner un article qui ne vous convient pas.</p>
<ul>
<li>Retrouvez votre numéro de retour facile dans le détail de votre commande.</li>
<li>Glissez le ou les articles dans leur emballage d’origine, avec le bon de retour.</li>
<li>Déposez votre colis dans un point relais Mondial Relay ou un bureau de poste.</li>
</ul>
<p>Les articles doivent être neufs, non portés, non lavés et munis de leurs étiquettes. Pour des raisons d’hygiène, les produits de beauté ouverts, les culottes et les bas de maillot de bain dont la bande de protection a été retirée ne sont ni repris ni échangés. Pour un meuble, contactez le service client : nous organisons l’enlèvement.</p>
<h2>Échange et remboursement</h2>
<p>Pour un échange de taille ou de couleur, indiquez-le sur le bon de retour : nous vous expédions le nouvel article dès réception, sous réserve de disponibilité. Le remboursement est effectué sur le moyen de paiement utilisé, dans les 14 jours suivant la réception de votre retour. Une question ? Consultez notre ${fr('help', 'aide')} ou appelez le ${PHONE.fr}.</p>`,
  uk: `<h2>Delivery options</h2>
<p>Choose how you would like your order delivered at the delivery step of checkout. The delivery charge is shown in your basket before you pay. Parcel delivery, to your door or to a collection point, is free when you spend ${freeDeliveryFrom('uk')}.</p>
<table>
<thead><tr><th>Service</th><th>Where</th><th>Typical timing</th></tr></thead>
<tbody>
<tr><td>Colissimo priority parcel</td><td>To your door, signed for or through the letterbox</td><td>2 to 3 working days</td></tr>
<tr><td>Colieco standard parcel</td><td>To your door</td><td>4 to 6 working days</td></tr>
<tr><td>Mondial Relay collection point</td><td>To a local shop of your choice, kept for 14 days</td><td>3 to 5 working days</td></tr>
<tr><td>Warehouse delivery</td><td>Furniture and bulky items, by appointment</td><td>1 to 3 weeks</td></tr>
</tbody>
</table>
<h3>Furniture and bulky items</h3>
<p>These are delivered from our warehouse by a specialist carrier, who will call you to book a delivery slot. There are three levels of service:</p>
<ul>
<li><strong>Standard</strong>: delivery to the ground floor or the kerbside;</li>
<li><strong>Comfort</strong>: delivery to the room of your choice, on any floor;</li>
<li><strong>Premium</strong>: delivery to the room of your choice, unpacking, installation or assembly and removal of the packaging.</li>
</ul>
<h3>Tracking your parcel</h3>
<p>As soon as your order leaves us, we email you a tracking number. You will also find it in your ${uk('orders', 'order history')}, with the parcel number from each carrier. An order may arrive in more than one parcel.</p>
<h2>Returning an item</h2>
<p>You have <strong>30 days</strong> from the day your parcel arrives to send back anything that does not suit you.</p>
<ul>
<li>Find your easy-return number in your order details.</li>
<li>Pack the items in their original packaging with the returns note.</li>
<li>Drop your parcel off at a Mondial Relay collection point or a post office.</li>
</ul>
<p>Items must be new, unworn, unwashed and have their labels attached. For hygiene reasons we cannot take back opened beauty products, knickers or swimwear bottoms whose protective strip has been removed. To return furniture, contact customer service and we will arrange a collection.</p>
<h2>Exchanges and refunds</h2>
<p>To exchange for another size or colour, say so on the returns note and we will send the new item as soon as your return arrives, subject to availability. We refund you to the payment method you used within 14 days of receiving your return; personal account purchases are credited to your account. Any questions? Visit our ${uk('help', 'help pages')} or call ${PHONE.uk}.</p>`,
};

export const CMS_PAGES: readonly CmsPageSeed[] = [
  {
    key: 'help',
    path: PATHS.help,
    title: { fr: 'Aide', uk: 'Help' },
    html: HELP,
  },
  {
    key: 'privacy-policy',
    path: PATHS.privacy,
    title: { fr: 'Données personnelles et cookies', uk: 'Privacy and cookie policy' },
    html: PRIVACY,
  },
  {
    key: 'promotional-offers-terms',
    path: PATHS.promo,
    title: {
      fr: 'Conditions des offres promotionnelles',
      uk: 'Promotional offers terms and conditions',
    },
    html: PROMOTIONAL_TERMS,
  },
  {
    key: 'delivery-and-returns',
    path: PATHS.delivery,
    title: { fr: 'Livraison et retours', uk: 'Delivery and returns' },
    html: DELIVERY_AND_RETURNS,
  },
];

export const POPINS: readonly PopinSeed[] = [
  {
    key: 'privilege-code',
    path: '/privilege-code',
    title: { fr: 'Code privilège', uk: 'Privilege code' },
    html: {
      fr: `<p>Vous avez reçu un code privilège dans votre catalogue ou par e-mail ? Saisissez-le dans votre panier, dans le champ « Code privilège » : la remise s’affiche aussitôt.</p>
<ul>
<li>1 à 20 lettres majuscules ou chiffres ;</li>
<li>un seul code par commande ;</li>
<li>code mémorisé deux jours dans votre panier.</li>
</ul>
<p>Voir les ${fr('promo', 'conditions des offres promotionnelles')}.</p>`,
      uk: `<p>Received a privilege code in your catalogue or by email? Enter it in the “Privilege code” box in your basket and the discount appears straight away.</p>
<ul>
<li>1 to 20 capital letters or digits;</li>
<li>one code per order;</li>
<li>the code is remembered in your basket for two days.</li>
</ul>
<p>See our ${uk('promo', 'promotional offers terms and conditions')}.</p>`,
    },
  },
  {
    key: 'instalments',
    path: '/instalments',
    title: { fr: 'Paiement en 3 fois', uk: 'Spreading the cost' },
    html: {
      fr: `<p>Réglez vos achats en <strong>3 fois par carte bancaire</strong> à partir de 100 € d’achat.</p>
<ul>
<li>Choisissez « Paiement en 3 fois » à l’étape du paiement ;</li>
<li>le premier tiers est prélevé à l’expédition, les deux suivants 30 et 60 jours plus tard ;</li>
<li>sous réserve d’acceptation de votre dossier.</li>
</ul>`,
      uk: `<p>Payment in instalments by card is not offered on our UK store. To spread the cost of your purchases, you can pay with your <strong>personal account</strong>, subject to status, and make payments towards it online for any amount up to £1,000.</p>
<p>${uk('personalAccount', 'Pay my personal account')}</p>`,
    },
  },
  {
    key: 'newsletter-offer',
    path: '/newsletter-offer',
    title: { fr: '10€ OFFERTS', uk: '£10 off plus free delivery' },
    html: {
      fr: `<p><strong>10€ OFFERTS</strong> sur votre première commande en vous inscrivant à notre newsletter.</p>
<p>Nouveautés, ventes privées et idées de saison : recevez nos e-mails et désinscrivez-vous quand vous le souhaitez. Offre réservée aux nouveaux clients, valable 30 jours.</p>
<p>${fr('newsletter', 'Je m’inscris')}</p>`,
      uk: `<p><strong>£10 off plus free delivery</strong> on your first order when you sign up to our newsletter.</p>
<p>New arrivals, private sales and seasonal ideas: get our emails and unsubscribe whenever you like. New customers only, valid for 30 days.</p>
<p>${uk('newsletter', 'Sign up')}</p>`,
    },
  },
  {
    key: 'personal-account-terms',
    path: '/personal-account-terms',
    title: { fr: 'Compte personnel', uk: 'Personal account terms' },
    html: {
      fr: `<p>Le paiement par compte personnel est réservé à notre boutique britannique. Sur notre site français, réglez par carte bancaire, PayPal ou Apple Pay, ou en 3 fois par carte à partir de 100 € d’achat.</p>`,
      uk: `<p>Your personal account is a running credit account that lets you spread the cost of your purchases, subject to status.</p>
<ul>
<li>To pay with it, choose “Personal account”, accept these terms and confirm your date of birth (you must be 18 or over);</li>
<li>you receive a monthly statement showing your balance and the minimum payment due;</li>
<li>you can pay online at any time, any amount up to £1,000 per payment;</li>
<li>missing payments may affect your credit rating and your ability to order on account.</li>
</ul>
<p>${uk('personalAccount', 'Pay my personal account')}</p>`,
    },
  },
  {
    key: 'reviews-charter',
    path: '/reviews-charter',
    title: { fr: 'Charte des avis clients', uk: 'Customer reviews charter' },
    html: {
      fr: `<p>Les avis sont déposés par des clients ayant commandé l’article. Chaque avis est lu par notre équipe avant publication ; nous publions les avis positifs comme négatifs, sauf s’ils contiennent des propos injurieux ou des données personnelles.</p>
<p>Les avis sont conservés cinq ans et ne peuvent pas être modifiés après publication.</p>`,
      uk: `<p>Reviews are written by customers who ordered the item. Every review is read by our team before it is published; we publish positive and negative reviews alike, unless they contain offensive language or personal details.</p>
<p>Reviews are kept for five years and cannot be changed once published.</p>`,
    },
  },
];

/** A pop-in as stored: its title as the opening heading (the dialog's title), then its text. */
export const popinDocument = (popin: PopinSeed, store: StoreCode): string =>
  `<h2>${escapeXml(popin.title[store])}</h2>\n${popin.html[store]}`;

interface GuideText {
  title: string;
  howTo: string;
  headers: readonly string[];
}

/** How to measure and the column headers, per scale and store. */
const GUIDE_TEXTS: Record<SizeScale, Record<StoreCode, GuideText>> = {
  clothing: {
    fr: {
      title: 'Guide des tailles : vêtements',
      howTo:
        'Mesurez-vous en sous-vêtements, mètre ruban bien à plat sans serrer : le tour de poitrine à l’endroit le plus fort, le tour de taille au plus creux, le tour de hanches à l’endroit le plus large. Entre deux tailles, prenez la plus grande.',
      headers: ['Taille', 'Tour de poitrine (cm)', 'Tour de taille (cm)', 'Tour de hanches (cm)'],
    },
    uk: {
      title: 'Size guide: clothing',
      howTo:
        'Measure yourself in your underwear, keeping the tape flat without pulling: your bust at the fullest point, your waist at the narrowest point and your hips at the widest point. If you are between sizes, choose the larger one.',
      headers: ['UK size', 'French size', 'Bust (cm)', 'Waist (cm)', 'Hips (cm)'],
    },
  },
  plus: {
    fr: {
      title: 'Guide des tailles : grandes tailles',
      howTo:
        'Mesurez-vous en sous-vêtements, mètre ruban bien à plat sans serrer : le tour de poitrine à l’endroit le plus fort, le tour de taille au plus creux, le tour de hanches à l’endroit le plus large.',
      headers: ['Taille', 'Tour de poitrine (cm)', 'Tour de taille (cm)', 'Tour de hanches (cm)'],
    },
    uk: {
      title: 'Size guide: plus sizes',
      howTo:
        'Measure yourself in your underwear, keeping the tape flat without pulling: your bust at the fullest point, your waist at the narrowest point and your hips at the widest point.',
      headers: ['UK size', 'French size', 'Bust (cm)', 'Waist (cm)', 'Hips (cm)'],
    },
  },
  trousers: {
    fr: {
      title: 'Guide des tailles : pantalons homme',
      howTo:
        'Mesurez votre tour de taille à hauteur de la ceinture, sans serrer, et votre tour de bassin à l’endroit le plus large. L’entrejambe se mesure de l’entrejambe au sol, pieds nus.',
      headers: ['Taille', 'Tour de taille (cm)', 'Tour de bassin (cm)', 'Entrejambe (cm)'],
    },
    uk: {
      title: 'Size guide: men’s trousers',
      howTo:
        'Measure your waist where you wear your belt, without pulling the tape tight, and your seat at the widest point. Measure your inside leg from the crotch to the floor, without shoes.',
      headers: ['UK size', 'French size', 'Waist (cm)', 'Seat (cm)', 'Inside leg (cm)'],
    },
  },
  bra: {
    fr: {
      title: 'Guide des tailles : soutiens-gorge',
      howTo:
        'Mesurez votre tour de dessous de poitrine, mètre bien horizontal et ajusté : il donne le tour de dos (85, 90…). Mesurez ensuite votre tour de poitrine à la pointe des seins, sans serrer : il détermine le bonnet.',
      headers: ['Taille', 'Tour de dessous de poitrine (cm)', 'Tour de poitrine (cm)'],
    },
    uk: {
      title: 'Size guide: bras',
      howTo:
        'Measure around your ribcage just under your bust, keeping the tape level and snug: this gives your band size (32, 34…). Then measure around the fullest part of your bust without pulling: this gives your cup size.',
      headers: ['UK size', 'French size', 'Underbust (cm)', 'Bust (cm)'],
    },
  },
  lingerie: {
    fr: {
      title: 'Guide des tailles : lingerie et taille S à XXL',
      howTo:
        'Mesurez votre tour de poitrine à l’endroit le plus fort et votre tour de hanches à l’endroit le plus large, mètre ruban bien à plat.',
      headers: ['Taille', 'Tour de poitrine (cm)', 'Tour de hanches (cm)'],
    },
    uk: {
      title: 'Size guide: lingerie and S to XXL sizes',
      howTo:
        'Measure your bust at the fullest point and your hips at the widest point, keeping the tape flat.',
      headers: ['Size', 'Bust (cm)', 'Hips (cm)'],
    },
  },
  shoes: {
    fr: {
      title: 'Guide des pointures',
      howTo:
        'Posez votre pied à plat sur une feuille, talon contre un mur, et marquez l’extrémité du plus long orteil. Mesurez la distance du mur au repère, en fin de journée, et prenez la plus longue des deux mesures.',
      headers: ['Pointure', 'Longueur du pied (cm)'],
    },
    uk: {
      title: 'Shoe size guide',
      howTo:
        'Stand on a sheet of paper with your heel against a wall and mark the tip of your longest toe. Measure from the wall to the mark, at the end of the day, and use the longer of your two feet.',
      headers: ['UK size', 'EU size', 'Foot length (cm)'],
    },
  },
  'one-size': {
    fr: {
      title: 'Taille unique',
      howTo:
        'Cet article est proposé en taille unique : ses dimensions sont précisées dans la description.',
      headers: ['Taille', 'Précision'],
    },
    uk: {
      title: 'One size',
      howTo: 'This item comes in one size: its dimensions are given in the description.',
      headers: ['Size', 'Details'],
    },
  },
  bedding: {
    fr: {
      title: 'Guide des dimensions : linge de lit',
      howTo:
        'Mesurez la largeur et la longueur de votre matelas, ainsi que son épaisseur pour un drap housse. Pour une housse de couette, reportez-vous aux dimensions de votre couette.',
      headers: [
        'Dimensions du matelas',
        'Lit',
        'Housse de couette conseillée',
        'Bonnet du drap housse',
      ],
    },
    uk: {
      title: 'Size guide: bed linen',
      howTo:
        'Measure the width and length of your mattress, and its depth if you are buying a fitted sheet. For a duvet cover, go by the size of your duvet.',
      headers: ['Mattress size', 'Bed', 'Recommended duvet cover', 'Fitted sheet depth'],
    },
  },
  curtains: {
    fr: {
      title: 'Guide des dimensions : rideaux',
      howTo:
        'Mesurez la largeur de la tringle et la hauteur entre la tringle et le sol (ou le bas de la fenêtre). Pour un joli drapé, la largeur cumulée des rideaux doit faire 1,5 à 2 fois celle de la fenêtre.',
      headers: ['Dimensions', 'Largeur (cm)', 'Hauteur (cm)', 'Conseillé pour'],
    },
    uk: {
      title: 'Size guide: curtains',
      howTo:
        'Measure the width of your pole or track and the drop from the pole to the floor (or to the windowsill). For a generous drape, the curtains together should be 1.5 to 2 times the width of the window.',
      headers: ['Size', 'Width (cm)', 'Drop (cm)', 'Suits'],
    },
  },
};

const span = (from: number, to: number): string => `${from}-${to}`;
const decimal = (store: StoreCode, value: number): string =>
  store === 'fr' ? value.toFixed(1).replace('.', ',') : value.toFixed(1);

/** The measurement cells of each size, in the order of the headers after the size columns. */
function measurements(store: StoreCode, scale: SizeScale, code: string, index: number): string[] {
  switch (scale) {
    case 'clothing':
      return [80 + 4 * index, 62 + 4 * index, 88 + 4 * index].map((cm) => span(cm - 2, cm + 1));
    case 'plus':
      return [104 + 6 * index, 86 + 6 * index, 112 + 6 * index].map((cm) => span(cm - 3, cm + 2));
    case 'trousers':
      return [span(70 + 4 * index, 73 + 4 * index), span(88 + 4 * index, 91 + 4 * index), '82'];
    case 'bra': {
      const band = Number.parseInt(code, 10);
      const cup = code.slice(String(band).length);
      const offset = { A: 13, B: 15, C: 17, D: 19, E: 21 }[cup] ?? 15;
      const underbust = band - 15;
      return [span(band - 17, band - 13), span(underbust + offset - 1, underbust + offset + 1)];
    }
    case 'lingerie':
      return [span(78 + 8 * index, 85 + 8 * index), span(86 + 8 * index, 93 + 8 * index)];
    case 'shoes':
      return [decimal(store, 23 + ((Number(code) - 36) * 2) / 3)];
    case 'one-size':
      return [store === 'fr' ? 'Convient à la plupart des morphologies' : 'Fits most people'];
    case 'bedding': {
      const beds: Record<string, readonly [Localised, string, string]> = {
        '90x190': [{ fr: '1 personne', uk: 'Single' }, '140 x 200 cm', '25 cm'],
        '140x190': [{ fr: '2 personnes', uk: 'Double' }, '220 x 240 cm', '25 cm'],
        '160x200': [{ fr: '2 personnes (queen)', uk: 'King' }, '240 x 220 cm', '30 cm'],
        '180x200': [{ fr: '2 personnes (king)', uk: 'Super king' }, '260 x 240 cm', '30 cm'],
        '200x200': [{ fr: '2 personnes (grand lit)', uk: 'Emperor' }, '260 x 240 cm', '30 cm'],
      };
      const bed = beds[code];
      return bed ? [bed[0][store], bed[1], bed[2]] : ['', '', ''];
    }
    case 'curtains': {
      const [width = '', drop = ''] = code.split('x');
      const dropCm = Number(drop);
      const suits: Localised =
        dropCm <= 180
          ? { fr: 'Fenêtre, à hauteur d’allège', uk: 'Windows, sill length' }
          : dropCm <= 240
            ? { fr: 'Plafond jusqu’à 2,50 m', uk: 'Ceilings up to 2.50 m' }
            : dropCm <= 260
              ? { fr: 'Plafond jusqu’à 2,70 m', uk: 'Ceilings up to 2.70 m' }
              : { fr: 'Plafond jusqu’à 2,90 m', uk: 'Ceilings up to 2.90 m' };
      return [width, drop, suits[store]];
    }
  }
}

/** The size columns: the store's label, and for the UK store the French size too. */
function sizeCells(store: StoreCode, scale: SizeScale, label: Localised): string[] {
  const showsFrench =
    store === 'uk' && !['lingerie', 'one-size', 'bedding', 'curtains'].includes(scale);
  return showsFrench ? [label.uk, label.fr] : [label[store]];
}

/** A size guide: title, how to measure, and a table of measurements for every size of the scale. */
export function sizeGuideHtml(store: StoreCode, scale: SizeScale): string {
  const text = GUIDE_TEXTS[scale][store];
  const cell = (tag: 'th' | 'td', value: string) => `<${tag}>${escapeXml(value)}</${tag}>`;
  const rows = SIZE_SCALES[scale].map(
    (size, index) =>
      `<tr>${[
        ...sizeCells(store, scale, size.label),
        ...measurements(store, scale, size.code, index),
      ]
        .map((value) => cell('td', value))
        .join('')}</tr>`,
  );
  return (
    `<h2>${escapeXml(text.title)}</h2>` +
    `<p>${escapeXml(text.howTo)}</p>` +
    `<table><thead><tr>${text.headers.map((h) => cell('th', h)).join('')}</tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/**
 * The footer content: customer service, help, about us, our services, secure payment, delivery.
 * The store shows the sections of links only as its link columns, the others as they are.
 */
export const FOOTER_HTML: Localised = {
  fr: `<section>
<h2>Service client</h2>
<p>${PHONE.fr}</p>
<p>Du lundi au vendredi de 8 h à 19 h, le samedi de 9 h à 17 h.</p>
<ul>
<li>${fr('contact', 'Nous écrire')}</li>
<li>${fr('orders', 'Suivre ma commande')}</li>
</ul>
</section>
<section>
<h2>Aide</h2>
<ul>
<li>${fr('help', 'Aide et questions fréquentes')}</li>
<li>${fr('delivery', 'Livraison et retours')}</li>
<li>${fr('quickOrder', 'Commande directe')}</li>
<li>${fr('promo', 'Conditions des offres promotionnelles')}</li>
<li>${fr('privacy', 'Données personnelles et cookies')}</li>
</ul>
</section>
<section>
<h2>À propos</h2>
<p>Depuis plus de cinquante ans, nous habillons toute la famille et décorons la maison, d’abord par catalogue, aujourd’hui en ligne.</p>
</section>
<section>
<h2>Nos services</h2>
<ul>
<li>${fr('mixAndMatch', 'Mix &amp; match : nos looks à composer')}</li>
<li>${fr('catalogue', 'Recevoir le catalogue')}</li>
<li>${fr('newsletter', 'Newsletter : 10€ OFFERTS')}</li>
<li>${fr('productSitemap', 'Plan du site : produits')}</li>
<li>${fr('categorySitemap', 'Plan du site : catégories')}</li>
</ul>
</section>
<section>
<h2>Paiement sécurisé</h2>
<ul>
<li>Carte bancaire (CB, Visa, Mastercard)</li>
<li>PayPal et Apple Pay</li>
<li>${popinLink('fr', '/instalments', 'Paiement en 3 fois par carte dès 100 €')}</li>
</ul>
</section>
<section>
<h2>Livraison</h2>
<ul>
<li>Colissimo, colis prioritaire à domicile</li>
<li>Colieco, colis standard à domicile</li>
<li>Point relais Mondial Relay</li>
<li>Meubles livrés depuis notre entrepôt</li>
<li>${fr('delivery', 'Retours sous 30 jours')}</li>
</ul>
</section>`,
  uk: `<section>
<h2>Customer service</h2>
<p>${PHONE.uk}</p>
<p>Monday to Friday 8am to 7pm, Saturday 9am to 5pm.</p>
<ul>
<li>${uk('contact', 'Write to us')}</li>
<li>${uk('orders', 'Track my order')}</li>
</ul>
</section>
<section>
<h2>Help</h2>
<ul>
<li>${uk('help', 'Help and FAQs')}</li>
<li>${uk('delivery', 'Delivery and returns')}</li>
<li>${uk('quickOrder', 'Direct order')}</li>
<li>${uk('promo', 'Promotional offers terms')}</li>
<li>${uk('privacy', 'Privacy and cookies')}</li>
</ul>
</section>
<section>
<h2>About us</h2>
<p>For more than fifty years we have been dressing the whole family and furnishing the home, first by catalogue and now online.</p>
</section>
<section>
<h2>Our services</h2>
<ul>
<li>${uk('catalogue', 'Request a catalogue')}</li>
<li>${uk('newsletter', 'Newsletter: £10 off plus free delivery')}</li>
<li>${uk('productSitemap', 'Site map: products')}</li>
<li>${uk('categorySitemap', 'Site map: categories')}</li>
</ul>
</section>
<section>
<h2>Secure payment</h2>
<ul>
<li>Debit and credit cards (Visa, Mastercard)</li>
<li>PayPal and Apple Pay</li>
<li>${uk('personalAccount', 'Personal account')}</li>
</ul>
</section>
<section>
<h2>Delivery</h2>
<ul>
<li>Colissimo priority parcel to your door</li>
<li>Colieco standard parcel to your door</li>
<li>Mondial Relay collection points</li>
<li>Furniture delivered from our warehouse</li>
<li>${uk('delivery', '30-day returns')}</li>
</ul>
</section>`,
};

/**
 * A block of internal links (SEO linking): a section with a heading and a list. Text and URLs are
 * escaped; site-relative URLs without the store segment get it (`/C-…` → `/fr/C-…`). Only
 * site-relative and http(s) URLs are accepted.
 */
export function internalLinkingHtml(
  store: StoreCode,
  title: string,
  links: readonly { label: string; url: string }[],
): string {
  const href = (url: string): string => {
    if (/^https?:\/\//i.test(url)) return url;
    if (!url.startsWith('/') || url.startsWith('//')) {
      throw new RangeError(`Not a site-relative or http(s) URL: ${url}`);
    }
    return url === `/${store}` || url.startsWith(`/${store}/`) ? url : `/${store}${url}`;
  };
  const items = links
    .map((l) => `<li><a href="${escapeXml(href(l.url))}">${escapeXml(l.label)}</a></li>`)
    .join('');
  return `<section><h2>${escapeXml(title)}</h2><ul>${items}</ul></section>`;
}
