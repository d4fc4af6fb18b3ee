import type { z } from 'zod';
import type { PriceType, Service, ServiceChanges, ServiceDraft, serviceFormSchema, ServiceFormValues } from '@nail-or-never/shared';

/** What the inputs hold before validation (the shared schema coerces the group id). */
export type ServiceFormInput = z.input<typeof serviceFormSchema>;

export const DEFAULT_DURATION_MINUTES = 30;

export const PRICE_TYPE_OPTIONS: ReadonlyArray<{ label: string; value: PriceType }> = [
  { label: 'Fixed price', value: 'fixed' },
  { label: 'From (a starting price)', value: 'from' },
  { label: 'Free', value: 'free' },
];

export function newServiceValues(groupId: number): ServiceFormInput {
  return {
    parentId: groupId,
    name: '',
    description: '',
    durationMinutes: DEFAULT_DURATION_MINUTES,
    bufferMinutes: 0,
    priceType: 'fixed',
    price: null,
    displayOrder: 0,
    active: true,
  };
}

export function serviceValues(service: Service): ServiceFormInput {
  return {
    parentId: service.parentId,
    name: service.name,
    description: service.description,
    durationMinutes: service.durationMinutes,
    bufferMinutes: service.bufferMinutes,
    priceType: service.priceType,
    price: service.price,
    displayOrder: service.displayOrder,
    active: service.active,
  };
}

/** A free service is sent without a price, whatever the price box last held. */
export function toServiceDraft(values: ServiceFormValues): ServiceDraft {
  return { ...values, price: values.priceType === 'free' ? null : values.price };
}

export function toServiceChanges(base: Service, values: ServiceFormValues): ServiceChanges {
  return { id: base.id, version: base.version, ...toServiceDraft(values) };
}
