/**
 * The slider library, loaded only for galleries with more than one picture
 * (its own chunk, see gallery.ts).
 */
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard, Navigation, Thumbs } from 'swiper/modules';
