import 'server-only';
import { Banners, FeaturedCategories, HomeFeatures } from '@kavach/contracts';
import { apiGet } from '@/lib/api-client.server';

export const getBanners = () => apiGet('/banner/', Banners);
export const getFeaturedCategories = () => apiGet('/featured-categories', FeaturedCategories);
export const getHomeFeatures = () => apiGet('/home-features', HomeFeatures);
