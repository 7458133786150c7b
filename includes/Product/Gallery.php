<?php
/**
 * The product gallery's items: pictures (and videos) with every size the
 * carousel, the thumbnails and the lightbox need.
 *
 * @package Vitrina
 */

namespace Vitrina\Product;

use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * Builds gallery items from attachments, and the extra pictures of a
 * variation (`additional_variation_images`).
 */
final class Gallery {

	/** Variation meta: the variation's own gallery (attachment ids). */
	public const VARIATION_IMAGES_META = 'vitrina_variation_images';

	/** Product or variation meta: the address of a video shown after the pictures. */
	public const VIDEO_META = 'vitrina_video_url';

	/**
	 * One picture of the gallery, or null when the attachment is no image.
	 *
	 * @param int $attachment_id Attachment id.
	 * @return array<string, mixed>|null
	 */
	public static function image_item( int $attachment_id ): ?array {
		$full = wp_get_attachment_image_src( $attachment_id, 'full' );
		if ( ! $full ) {
			return null;
		}
		$single  = wp_get_attachment_image_src( $attachment_id, 'woocommerce_single' );
		$thumb   = wp_get_attachment_image_src( $attachment_id, 'woocommerce_gallery_thumbnail' );
		$alt     = trim( wp_strip_all_tags( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ) );
		$caption = trim( wp_strip_all_tags( (string) wp_get_attachment_caption( $attachment_id ) ) );
		$title   = trim( wp_strip_all_tags( get_the_title( $attachment_id ) ) );
		return array(
			'id'            => $attachment_id,
			'src'           => $single ? (string) $single[0] : (string) $full[0],
			'srcset'        => (string) wp_get_attachment_image_srcset( $attachment_id, 'woocommerce_single' ),
			'sizes'         => (string) wp_get_attachment_image_sizes( $attachment_id, 'woocommerce_single' ),
			'width'         => $single ? (int) $single[1] : (int) $full[1],
			'height'        => $single ? (int) $single[2] : (int) $full[2],
			'full_src'      => (string) $full[0],
			'full_src_w'    => (int) $full[1],
			'full_src_h'    => (int) $full[2],
			'thumbnail_src' => $thumb ? (string) $thumb[0] : (string) $full[0],
			'alt'           => '' !== $alt ? $alt : $title,
			'title'         => $title,
			'caption'       => $caption,
			'video'         => '',
		);
	}

	/**
	 * A video item (shown as a slide with a player).
	 *
	 * @param string $url       Video address.
	 * @param string $poster    Poster picture address.
	 * @param string $title     Accessible title.
	 * @param int    $poster_id The poster's attachment (0: none), for its thumbnail.
	 * @return array<string, mixed>|null
	 */
	public static function video_item( string $url, string $poster, string $title, int $poster_id = 0 ): ?array {
		$url = esc_url_raw( $url, array( 'http', 'https' ) );
		if ( '' === $url ) {
			return null;
		}
		return array(
			'id'            => 0,
			'src'           => $poster,
			'srcset'        => '',
			'sizes'         => '',
			'width'         => 1280,
			'height'        => 720,
			'full_src'      => $poster,
			'full_src_w'    => 1280,
			'full_src_h'    => 720,
			'thumbnail_src' => $poster,
			'alt'           => $title,
			'title'         => $title,
			'caption'       => '',
			'video'         => $url,
			'poster_id'     => $poster_id,
		);
	}

	/**
	 * The items of a product: its picture, then its gallery, then its video.
	 *
	 * @param WC_Product $product The product.
	 * @return list<array<string, mixed>>
	 */
	public static function items( WC_Product $product ): array {
		$ids = array_merge( array( (int) $product->get_image_id() ), array_map( 'intval', $product->get_gallery_image_ids() ) );
		return self::from_ids( $ids, (string) get_post_meta( $product->get_id(), self::VIDEO_META, true ), $product->get_name() );
	}

	/**
	 * Items from attachment ids (zeros and repeats left out) and a video.
	 *
	 * @param int[]  $ids   Attachment ids.
	 * @param string $video Video address, or ''.
	 * @param string $title The product's name (the video's title).
	 * @return list<array<string, mixed>>
	 */
	public static function from_ids( array $ids, string $video, string $title ): array {
		$items = array();
		foreach ( array_unique( array_filter( $ids ) ) as $id ) {
			$item = self::image_item( $id );
			if ( null !== $item ) {
				$items[] = $item;
			}
		}
		if ( '' !== $video ) {
			$poster = $items[0]['full_src'] ?? '';
			$item   = self::video_item( $video, (string) $poster, $title, (int) ( $items[0]['id'] ?? 0 ) );
			if ( null !== $item ) {
				$items[] = $item;
			}
		}
		return $items;
	}

	/**
	 * Adds the variation's own gallery to the variation data WooCommerce
	 * gives the page (filter woocommerce_available_variation): this plugin's
	 * (variation meta), else WooCommerce's variation gallery.
	 *
	 * @param mixed $data      Variation data.
	 * @param mixed $product   The variable product.
	 * @param mixed $variation The variation.
	 * @return mixed
	 */
	public static function variation_data( $data, $product, $variation ) {
		if ( ! is_array( $data ) || ! $variation instanceof WC_Product ) {
			return $data;
		}
		$raw = get_post_meta( $variation->get_id(), self::VARIATION_IMAGES_META, true );
		$ids = is_array( $raw ) ? $raw : array_filter( explode( ',', (string) $raw ) );
		$ids = array_map( 'intval', $ids );
		if ( ProductPage::takes_over() ) {
			// WooCommerce's own variation gallery (where it is on) is shown by
			// this gallery: its markup would replace this gallery's.
			if ( ! $ids && ! empty( $data['gallery_image_ids'] ) && is_array( $data['gallery_image_ids'] ) ) {
				$ids = array_map( 'intval', $data['gallery_image_ids'] );
			}
			if ( isset( $data['gallery_images_html'] ) ) {
				$data['gallery_images_html'] = '';
			}
		}

		$title = $variation->get_name();
		$extra = self::from_ids( $ids, (string) get_post_meta( $variation->get_id(), self::VIDEO_META, true ), $title );
		// The variation's own picture is shown first already.
		$extra = array_values( array_filter( $extra, static fn( array $item ): bool => $item['id'] !== (int) $variation->get_image_id() || 0 === $item['id'] ) );

		$data['additional_variation_images']         = $extra;
		$data['additional_variation_images_default'] = array();
		return $data;
	}
}
