import type { HomeQuestions } from '@kavach/contracts';
import type { CityKey, Question } from '@kavach/domain';
import { CITY_COOKIE, cityByKey, cityBySlug } from '@kavach/domain';
import { apiRequest } from '@/lib/api-client.browser';
import { readCityCookie } from '@/features/repair/city-cookie';

/** Questions of one category from `/api/home-questions`, in the domain's shape; null on failure. */
export async function loadQuestions(categorySlug: string): Promise<Question[] | null> {
  const res = await apiRequest<HomeQuestions>(
    'GET',
    `/home-questions?category=${encodeURIComponent(categorySlug)}`,
  );
  if (!res.ok || !Array.isArray(res.data?.questions)) return null;
  return res.data.questions.map((q) => ({
    id: String(q.id),
    text: q.text,
    targetPath: q.target_path,
    cities: q.cities,
  }));
}

/** The visitor's city from the `city` cookie (a city slug, or a key), as a city key. */
export function chosenCityKey(): CityKey | null {
  const raw = readCityCookie(CITY_COOKIE);
  return (cityBySlug(raw) ?? cityByKey(raw))?.key ?? null;
}
