import { addons } from 'storybook/manager-api';
import type { TagBadgeParameters } from 'storybook-addon-tag-badges/manager-helpers';

/**
 * The status badges of the sidebar and toolbar (storybook-addon-tag-badges), read from the tags of
 * each component's meta in stories/components. What each one means, and how a component earns
 * it: stories/docs/Introduction.mdx. Only these tags get a badge (the addon's own defaults are not
 * used). Each badge says its status in words, so colour is never the only cue; each text colour
 * has a contrast of at least 7:1 on its background.
 *
 * The sidebar shows one badge per entry, the first that matches in this order: a deprecated or
 * beta component shows that before anything else. 'a11y-reviewed' comes after the statuses, so in
 * the sidebar a reviewed component still shows its status; the toolbar shows every badge of the
 * open story or docs page, the review included.
 */
/** One badge: the tag it shows for, its words, its colours (background, text, border) and tooltip. */
function badge(
  tags: string,
  text: string,
  [backgroundColor, color, borderColor]: readonly [string, string, string],
  tooltip: string,
): TagBadgeParameters[number] {
  return { tags, badge: { text, style: { backgroundColor, color, borderColor }, tooltip } };
}

const tagBadges: TagBadgeParameters = [
  badge(
    'deprecated',
    'Deprecated',
    ['#fde8e8', '#7f1d1d', '#b91c1c'],
    'Deprecated: do not use in new designs. Its docs page names the replacement.',
  ),
  badge(
    'beta',
    'Beta',
    ['#fef3c7', '#713f12', '#b45309'],
    'Beta: in the app, but its design or props may still change.',
  ),
  badge(
    'stable',
    'Stable',
    ['#dcfce7', '#14532d', '#15803d'],
    'Stable: use it as documented; changes go through a proposal.',
  ),
  badge(
    'a11y-reviewed',
    'A11y reviewed',
    ['#dbeafe', '#1e3a8a', '#1d4ed8'],
    'A person has checked it with a keyboard and with a screen reader.',
  ),
];

addons.setConfig({ tagBadges });
