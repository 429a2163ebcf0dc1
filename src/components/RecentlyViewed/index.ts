export { RecentlyViewed, type RecentlyViewedProps } from './RecentlyViewed';
