import type { SECTORS } from '../reference-data';

/**
 * The demo programme's ventures: plausible Kenyan women-led tech ventures. None shares a name
 * with the e2e fixtures ('Shamba Data', 'Jua Farms', 'Maji Safi'), whose tests find their rows
 * by those names.
 */

type Sector = (typeof SECTORS)[number];

/**
 * A venture: name, main sector (and a second one, sometimes), the one-phrase pitch (at most 25
 * characters: the question's limit), who it serves, what it makes, and the problem it answers.
 */
export type VentureIdea = {
  name: string;
  sectors: Sector[];
  phrase: string;
  customers: string;
  product: string;
  pain: string;
};

const idea = (
  name: string,
  sectors: Sector[],
  phrase: string,
  customers: string,
  product: string,
  pain: string,
): VentureIdea => ({ name, sectors, phrase, customers, product, pain });

const AGRI = 'Agriculture and Agritech';
const ENERGY = 'Clean Energy and Climate';
const FIN = 'Financial Services and Fintech';
const HEALTH = 'Health and Healthtech';
const EDU = 'Education and Edtech';

export const VENTURE_IDEAS: VentureIdea[] = [
  idea(
    'Mavuno Analytics',
    [AGRI],
    'Soil tests by SMS',
    'smallholder maize farmers',
    'a soil-testing kit whose results arrive by SMS with a fertiliser plan',
    'spend on the wrong fertiliser and harvest half of what their land could give',
  ),
  idea(
    'Kuku Connect',
    [AGRI],
    'A poultry vet on call',
    'small poultry farmers',
    'a USSD line to book a vet and order vaccines',
    'lose whole flocks to Newcastle disease because a vet is a day away',
  ),
  idea(
    'Baridi Hubs',
    [AGRI, ENERGY],
    'Solar cold rooms',
    'tomato and mango traders',
    'pay-as-you-store solar cold rooms at rural markets',
    'throw away up to 40 % of their produce before it is sold',
  ),
  idea(
    'Mazao Link',
    [AGRI, 'E-commerce and Retail'],
    'Farm produce for schools',
    'school kitchens and farmer groups',
    'an ordering app that matches school menus with the coming harvests',
    'buy from middlemen at high prices while farmers nearby cannot find buyers',
  ),
  idea(
    'Nyuki Smart Hives',
    [AGRI],
    'Beehive sensors',
    'honey cooperatives',
    'hive sensors that report weight, temperature and swarming',
    'open hives too often and lose colonies they could have saved',
  ),
  idea(
    'Samaki Fresh',
    [AGRI],
    'Fish pond monitoring',
    'fish farmers around Lake Victoria',
    'pond sensors with a feeding schedule on the phone',
    'overfeed or lose fish when oxygen drops at night',
  ),
  idea(
    'Jiko Bora',
    [ENERGY],
    'Clean cookstoves',
    'urban households cooking with charcoal',
    'efficient cookstoves paid for in small M-Pesa instalments',
    'spend a fifth of their income on charcoal and breathe its smoke every day',
  ),
  idea(
    'Mwanga Kits',
    [ENERGY],
    'Solar for market stalls',
    'night-market traders',
    'solar lighting kits rented by the week',
    'close early or pay for kerosene that eats their margin',
  ),
  idea(
    'Taka Power',
    [ENERGY, 'Water and Sanitation'],
    'Biogas from market waste',
    'market committees',
    'small digesters that turn market waste into cooking gas',
    'pay to have waste carted away while paying again for fuel',
  ),
  idea(
    'Upepo Mobility',
    [ENERGY, 'Logistics and Mobility'],
    'Electric boda bodas',
    'boda boda riders',
    'battery swapping stations for electric motorbikes',
    'spend most of their daily earnings on petrol and repairs',
  ),
  idea(
    'Chama Ledger',
    [FIN, 'Software and SaaS'],
    'Digital books for chamas',
    'savings groups (chamas)',
    'a ledger app that records contributions, loans and interest',
    'keep records in exercise books and quarrel over missing contributions',
  ),
  idea(
    'Soko Credit',
    [FIN],
    'Stock loans for dukas',
    'small shopkeepers',
    'stock financing repaid from daily M-Pesa takings',
    'run out of stock because banks will not lend without collateral',
  ),
  idea(
    'Bima Mama',
    [FIN, HEALTH],
    'Maternity cover',
    'pregnant women in informal work',
    'micro-insurance for antenatal care and delivery, paid weekly',
    'face delivery bills they cannot pay and stay away from clinics',
  ),
  idea(
    'Karo Plan',
    [FIN, EDU],
    'Fees paid in instalments',
    'parents of secondary-school pupils',
    'school-fee savings plans paid in small instalments',
    'see their children sent home every term over unpaid fees',
  ),
  idea(
    'Jenga Score',
    [FIN],
    'Credit scores for fundis',
    'jua kali artisans',
    'a credit score built from mobile-money records',
    'are refused loans because they have no payslips',
  ),
  idea(
    'Afya Pap',
    [HEALTH],
    'Cervical screening vans',
    'women in peri-urban estates',
    'mobile screening clinics booked by SMS',
    'are diagnosed late because screening means a day off work',
  ),
  idea(
    'Dawa Track',
    [HEALTH, 'Software and SaaS'],
    'Medicine stock alerts',
    'rural pharmacies and clinics',
    'stock tracking that warns before medicines run out',
    'turn patients away when essential medicines run out',
  ),
  idea(
    'Mama Kwanza',
    [HEALTH],
    'Antenatal SMS reminders',
    'first-time mothers',
    'antenatal reminders and a nurse helpline in Kiswahili',
    'miss antenatal visits and the warning signs they would catch',
  ),
  idea(
    'Sikika Hearing',
    [HEALTH, EDU],
    'Hearing tests in schools',
    'primary schools',
    'a tablet hearing test that teachers can run',
    'have pupils who fall behind because nobody noticed they cannot hear',
  ),
  idea(
    'Tiba Records',
    [HEALTH, 'Software and SaaS'],
    'Offline patient records',
    'small clinics',
    'patient records that work offline and sync when connected',
    'lose patient histories in paper files and repeat tests',
  ),
  idea(
    'Nuru Lenses',
    [HEALTH],
    'Eye tests at the chemist',
    'people in small towns',
    'eye tests and affordable glasses through local chemists',
    'travel to the county capital for an eye test, or go without',
  ),
  idea(
    'Somo Bora',
    [EDU],
    'Maths lessons over SMS',
    'upper-primary pupils',
    'maths lessons and quizzes over SMS',
    'have no learning at home once school is out',
  ),
  idea(
    'Code Dada',
    [EDU, 'Software and SaaS'],
    'Coding clubs for girls',
    'secondary-school girls',
    'after-school coding clubs with a mobile curriculum',
    'never touch a computer before university',
  ),
  idea(
    'Ujuzi Lab',
    [EDU],
    'Skills for TVET students',
    'TVET students',
    'short practical courses matched to employers',
    'graduate without the skills employers ask for',
  ),
  idea(
    'Kitabu Digital',
    [EDU],
    'Textbooks on basic phones',
    'rural secondary schools',
    'textbooks that read well on basic phones',
    'share one textbook between five pupils',
  ),
  idea(
    'Maji Mtaani',
    ['Water and Sanitation'],
    'Water ATMs for estates',
    'households in informal settlements',
    'prepaid water dispensers that take tokens or M-Pesa',
    'pay vendors four times the utility price for water of unknown quality',
  ),
  idea(
    'Safi Loo',
    ['Water and Sanitation', ENERGY],
    'Sanitation as a service',
    'estate landlords',
    'container toilets emptied weekly, the waste made into briquettes',
    'share pit latrines that flood in the rains',
  ),
  idea(
    'Kiondo Collective',
    ['E-commerce and Retail', 'Creative and Media'],
    'Basket weavers online',
    'basket weavers in Machakos and Kitui',
    'an online shop that sells their kiondo baskets abroad',
    'sell to brokers for a tenth of the shop price',
  ),
  idea(
    'Vazi Threads',
    ['Manufacturing'],
    'Uniforms made locally',
    'schools and hospitals',
    'locally tailored uniforms ordered online',
    'wait months for imported uniforms',
  ),
  idea(
    'Pika Kits',
    ['E-commerce and Retail', AGRI],
    'Meal kits for Nairobi',
    'busy young professionals',
    'weekly meal kits sourced from farms near Nairobi',
    'eat fast food because shopping and cooking take too long',
  ),
  idea(
    'Safari Tamu',
    ['Tourism and Hospitality'],
    'Community tours booking',
    'community tourism groups',
    'a booking platform for village and cultural tours',
    'depend on tour operators who keep most of the fee',
  ),
  idea(
    'Tuma Parcels',
    ['Logistics and Mobility', 'E-commerce and Retail'],
    'Parcel lockers upcountry',
    'online shoppers outside Nairobi',
    'parcel lockers at matatu stages',
    'wait a week for deliveries or never get them',
  ),
  idea(
    'Hadithi Studio',
    ['Creative and Media', EDU],
    'Swahili cartoons',
    'children and primary schools',
    'animated stories in Kiswahili for TV and YouTube',
    'watch cartoons that show nothing of their own lives',
  ),
  idea(
    'Duka Manager',
    ['Software and SaaS', 'E-commerce and Retail'],
    'Point of sale for dukas',
    'small shops',
    'a point-of-sale app that tracks stock and customer credit',
    'lose track of stock and of what customers owe them',
  ),
  idea(
    'Kazi Connect',
    ['Software and SaaS'],
    'Vetted domestic workers',
    'households and domestic workers',
    'a platform matching vetted domestic workers with households',
    'hire through word of mouth, with no contract and no recourse',
  ),
  idea(
    'Plastiki Pavers',
    ['Manufacturing', ENERGY],
    'Plastic into paving',
    'county governments and builders',
    'paving blocks made from recycled plastic',
    'see plastic clog drains while paying for imported paving',
  ),
];
