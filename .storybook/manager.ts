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
const tagBadges: TagBadgeParameters = [
  {
    tags: 'deprecated',
    badge: {
      text: 'Deprecated',
      style: { backgroundColor: '#fde8e8', color: '#7f1d1d', borderColor: '#b91c1c' },
      tooltip: 'Deprecated: do not use in new designs. Its docs page names the replacement.',
    },
  },
  {
    tags: 'beta',
    badge: {
      text: 'Beta',
      style: { backgroundColor: '#fef3c7', color: '#713f12', borderColor: '#b45309' },
      tooltip: 'Beta: in the app, but its design or props may still change.',
    },
  },
  {
    tags: 'stable',
    badge: {
      text: 'Stable',
      style: { backgroundColor: '#dcfce7', color: '#14532d', borderColor: '#15803d' },
      tooltip: 'Stable: use it as documented; changes go through a proposal.',
    },
  },
  {
    tags: 'a11y-reviewed',
    badge: {
      text: 'A11y reviewed',
      style: { backgroundColor: '#dbeafe', color: '#1e3a8a', borderColor: '#1d4ed8' },
      tooltip: 'A person has checked it with a keyboard and with a screen reader.',
    },
  },
];

addons.setConfig({ tagBadges });
