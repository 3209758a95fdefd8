import { lazy } from 'react';

// The slide show's code (components/media/photo-lightbox.tsx) is loaded only once a visitor shows
// interest in a photo: a pointer over it, focus on it, or a tap.
export const loadLightbox = () => import('@/components/media/photo-lightbox');
export const PhotoLightbox = lazy(loadLightbox);
