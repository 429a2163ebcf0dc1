import { findPost } from './posts';
import type { BlogArticle, BlogBlock } from './types';

/** Words in an article's body. */
function wordCount(body: readonly BlogBlock[]): number {
  return body
    .flatMap((block) => (block.type === 'list' ? block.items : [block.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes at about 200 words a minute, never under 1: what a post's `readTime` must say. */
export function readTimeOf(body: readonly BlogBlock[]): number {
  return Math.max(1, Math.round(wordCount(body) / 200));
}

/** Article bodies by post id: loaded with /blog/{id} only, never with the /blog listing. */
const bodies: Readonly<Record<number, readonly BlogBlock[]>> = {
  1: [
    {
      type: 'paragraph',
      text: 'A certificate of analysis, or COA, is the report an independent, accredited laboratory issues after testing a batch of hemp or a finished product. It is the single best way to check that what is on the label is what is in the package, and every product in our shop links to the COA for its batch.',
    },
    { type: 'heading', text: 'Start with the header' },
    {
      type: 'paragraph',
      text: 'The top of the report names the lab, its accreditation (look for ISO/IEC 17025), the date the sample was tested, and a batch or lot number. That batch number should match the one printed on your package. A report that is years old, or that does not name a batch, tells you very little.',
    },
    { type: 'heading', text: 'The cannabinoid panel' },
    {
      type: 'paragraph',
      text: 'This table lists each cannabinoid the lab measured, usually as a percentage for flower and concentrates and in milligrams per serving for edibles. For hemp, the figure that matters legally is total Δ9-THC on a dry-weight basis, which must stay at or under 0.3%. Many labs also report THCa, CBD, CBG and others, and a "total THC" line that adds potential THC from THCa.',
    },
    {
      type: 'paragraph',
      text: 'ND means "not detected", and LOQ is the limit of quantitation: the smallest amount the method can measure reliably. A result below the LOQ is not the same as zero, so it is worth reading the footnotes.',
    },
    { type: 'heading', text: 'Safety panels' },
    {
      type: 'list',
      items: [
        'Residual solvents: important for extracts made with hydrocarbons or ethanol.',
        'Heavy metals: lead, arsenic, cadmium and mercury, which hemp can take up from soil.',
        'Pesticides: a long list, each reported against an action limit.',
        'Microbials and mycotoxins: molds, yeasts and bacteria.',
      ],
    },
    {
      type: 'paragraph',
      text: 'A "Pass" next to each panel means the batch met the limits the lab applied. If a panel is missing, ask the seller why. A careful brand will answer plainly, and a report you cannot get is a reason to shop elsewhere.',
    },
  ],
  2: [
    {
      type: 'paragraph',
      text: 'Concentrates collect the resin from the hemp plant, the sticky trichomes that hold its cannabinoids and aromatic terpenes, and leave most of the plant material behind. How that resin is separated decides the texture, the flavor and what ends up on the lab report.',
    },
    { type: 'heading', text: 'Live resin' },
    {
      type: 'paragraph',
      text: 'Live resin starts with whole plants frozen right after harvest instead of being dried and cured. Freezing preserves the lighter, more volatile terpenes. The frozen material is washed with a chilled hydrocarbon solvent in a closed-loop system, and the solvent is then purged under vacuum and gentle heat. The result can be a sauce, a sugar or a whipped badder, depending on how it is stirred and cured.',
    },
    { type: 'heading', text: 'Rosin' },
    {
      type: 'paragraph',
      text: 'Rosin is solventless. Trichomes are first separated from frozen plants with ice water and fine mesh bags to make bubble hash, which is dried and then pressed between heated plates. Nothing is added and nothing needs purging, which is why many people prize it, and why it costs more: yields are low and the work is slow.',
    },
    { type: 'heading', text: 'Distillate' },
    {
      type: 'paragraph',
      text: 'Distillate goes further. A crude extract is winterized to remove fats and waxes, then run through short-path distillation, which separates compounds by their boiling points. What remains is a clear, nearly flavorless oil with a high cannabinoid content. Terpenes are usually added back for aroma, either from the same strain or from botanical sources.',
    },
    {
      type: 'list',
      items: [
        'Live resin: fresh-frozen, solvent-extracted, terpene-rich.',
        'Rosin: ice water, heat and pressure only.',
        'Distillate: refined for consistency, terpenes re-added.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Whatever the method, the finished batch should be tested for residual solvents and contaminants as well as potency, and that report should be easy for you to find.',
    },
  ],
  3: [
    {
      type: 'paragraph',
      text: 'This article is general information, not legal advice. Laws change often and differ from state to state; for your own situation, speak to a licensed attorney in your state.',
    },
    { type: 'heading', text: 'What the Farm Bill changed' },
    {
      type: 'paragraph',
      text: 'The Agriculture Improvement Act of 2018, usually called the 2018 Farm Bill, removed hemp from the federal Controlled Substances Act. It defines hemp as the plant Cannabis sativa L. and its derivatives, extracts and cannabinoids with a Δ9-THC concentration of not more than 0.3% on a dry-weight basis. Above that line, the same plant is treated as marijuana under federal law.',
    },
    {
      type: 'paragraph',
      text: 'Hemp growers must be licensed under a USDA-approved state or tribal plan, or the USDA plan itself, and crops are sampled and tested before harvest. The USDA rules look at total THC, which counts THCa as well as Δ9-THC, for those pre-harvest tests.',
    },
    { type: 'heading', text: 'States set their own rules' },
    {
      type: 'paragraph',
      text: 'Federal law sets a floor, not a ceiling. Many states regulate hemp-derived products further: some restrict or ban intoxicating hemp products, some set age limits, potency caps or packaging and labelling rules, and some limit where products may be shipped. A product that is lawful to sell in one state may not be lawful in the next.',
    },
    {
      type: 'list',
      items: [
        'We sell only to adults 21 and over.',
        'Every batch is tested by an independent, accredited lab.',
        'We do not ship to states where a product is restricted.',
        'Product pages make no health claims; hemp products are not FDA-evaluated.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Before you order, check the current rules where you live. If anything is unclear, your state agriculture or cannabis regulator publishes guidance, and an attorney can tell you how it applies to you.',
    },
  ],
  4: [
    {
      type: 'paragraph',
      text: 'A cartridge is more than a container. The hardware decides how evenly the oil heats, how it tastes, and how much of it you can actually use. Over the last few years, the parts inside a typical 510 cartridge have changed a great deal.',
    },
    { type: 'heading', text: 'From wick to ceramic' },
    {
      type: 'paragraph',
      text: 'Early cartridges wrapped a metal coil around a cotton or silica wick. They worked with thin oils but could scorch thicker extracts, which changed the flavor. Ceramic cores replace the wick with a porous ceramic block around an embedded heating element. Oil soaks into the ceramic and heats more evenly, and the larger surface suits thick live resin and rosin.',
    },
    { type: 'heading', text: 'Materials that touch the oil' },
    {
      type: 'paragraph',
      text: 'Manufacturers increasingly use borosilicate glass, food-grade stainless steel and ceramic for every part that touches the oil, and some avoid plastic mouthpieces. Independent labs can test hardware for heavy metals leaching into oil, and careful brands ask for those tests.',
    },
    { type: 'heading', text: 'Rechargeable disposables' },
    {
      type: 'paragraph',
      text: 'All-in-one devices pair a sealed oil tank with a built-in battery. Newer models add USB-C charging, so the battery outlasts the oil, along with oil windows and variable voltage. Their batteries should be recycled properly rather than thrown away.',
    },
    {
      type: 'list',
      items: [
        'Choose a ceramic core for thicker extracts.',
        'Start at the lowest voltage; higher heat is harsher and wastes terpenes.',
        'Store cartridges upright, away from heat and sunlight.',
        'Recycle batteries at an electronics drop-off.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Good hardware will not improve a poor extract, but poor hardware can spoil a good one. It is worth knowing what is inside.',
    },
  ],
};

/** The post with this id and its body, or undefined. */
export function findArticle(id: number): BlogArticle | undefined {
  const post = findPost(id);
  const body = bodies[id];
  return post && body ? { ...post, body } : undefined;
}
