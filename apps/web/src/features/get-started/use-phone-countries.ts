import { type CountryPhonePrefix, DEFAULT_PHONE_COUNTRY } from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getClientConfig, getCountryPhonePrefixes } from './get-started-api';
import { fetchIpCountry } from './ip-country';

export interface PhoneCountries {
  /** The selector's list; `undefined` when it could not be loaded (plain phone field). */
  countries: readonly CountryPhonePrefix[] | undefined;
  /** The visitor's country by IP, once (and if) the geolocation service answered. */
  detectedCode: string | undefined;
}

/**
 * The phone field's country list and the visitor's country (specs/2 sections 2 and 7). Until the
 * list arrives it holds only the United States; failures of either call are only logged.
 */
export function usePhoneCountries(enabled: boolean): PhoneCountries {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const list = useQuery({
    queryKey: ['country-phone-prefixes', language],
    queryFn: getCountryPhonePrefixes,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const config = useQuery({
    queryKey: ['get-started', 'client-config'],
    queryFn: getClientConfig,
    enabled,
    retry: false,
  });
  const geolocationUrl = config.data?.ipGeolocationUrl ?? null;
  const country = useQuery({
    queryKey: ['get-started', 'ip-country', geolocationUrl],
    queryFn: ({ signal }) => fetchIpCountry(geolocationUrl ?? '', signal),
    enabled: enabled && geolocationUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  useEffect(() => {
    if (list.error) console.error('Could not load the country phone prefixes', list.error);
  }, [list.error]);
  useEffect(() => {
    if (country.error) console.warn('Could not locate the visitor by IP', country.error);
  }, [country.error]);

  return {
    countries: list.isError ? undefined : (list.data ?? [DEFAULT_PHONE_COUNTRY]),
    detectedCode: country.data,
  };
}
