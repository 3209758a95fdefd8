'use client';

import dynamic from 'next/dynamic';

// The forms about a property are reached from the property page (?subject=) and show one at a
// time: each is fetched when shown, so the contact page's script holds its own form only. They
// are still rendered on the server, so the page reads the same without script.
export const DocumentRequestForm = dynamic(() =>
  import('@/components/forms/document-request-form').then((module) => module.DocumentRequestForm),
);
export const OfferForm = dynamic(() => import('@/components/forms/offer-form').then((module) => module.OfferForm));
export const RentApplicationForm = dynamic(() =>
  import('@/components/forms/rent-application-form').then((module) => module.RentApplicationForm),
);
export const SendToFriendForm = dynamic(() =>
  import('@/components/forms/send-to-friend-form').then((module) => module.SendToFriendForm),
);
export const VisitForm = dynamic(() => import('@/components/forms/visit-form').then((module) => module.VisitForm));
