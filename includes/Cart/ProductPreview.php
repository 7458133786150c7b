<?php
/**
 * The products that quick view and quick shop may show.
 *
 * @package Vitrina
 */

namespace Vitrina\Cart;

use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Finds a product a shopper may see: published, visible in the catalogue or
 * in search, not protected by a password.
 */
final class ProductPreview {

	/**
	 * The product of an id from a request, or null when there is none the
	 * shopper may see.
	 *
	 * @param mixed $id The id as sent.
	 */
	public static function visible( $id ): ?\WC_Product {
		if ( ! is_scalar( $id ) || ! ctype_digit( (string) $id ) || ! function_exists( 'wc_get_product' ) ) {
			return null;
		}
		$product = wc_get_product( (int) $id );
		if ( ! $product instanceof \WC_Product || $product->is_type( 'variation' ) ) {
			return null;
		}
		if ( 'publish' !== $product->get_status() || ! $product->is_visible() || post_password_required( $product->get_id() ) ) {
			return null;
		}
		return $product;
	}

	/**
	 * Makes a product the global one of the templates (as on its own page)
	 * and runs the callback; the globals are put back afterwards.
	 *
	 * @param \WC_Product $product  The product.
	 * @param callable    $callback What to run.
	 * @return mixed What the callback returned.
	 */
	public static function with_product( \WC_Product $product, callable $callback ) {
		global $post;
		$saved_post    = $post;
		$saved_product = $GLOBALS['product'] ?? null;
		$post          = get_post( $product->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back below.
		setup_postdata( $post );
		$GLOBALS['product'] = $product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's global, put back below.
		try {
			return $callback( $product );
		} finally {
			$post               = $saved_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
			$GLOBALS['product'] = $saved_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's global, restoring.
			wp_reset_postdata();
		}
	}

	/**
	 * A public, read-only wc-ajax action (GET id) answering a product's
	 * markup from a template, or 404 (HTML) for products the shopper may
	 * not see and for a bad id.
	 *
	 * @param string $name     The action.
	 * @param string $template The template, e.g. 'cart/quick-view'.
	 */
	public static function action( string $name, string $template ): \Vitrina\Http\Action {
		return new \Vitrina\Http\Action(
			$name,
			array(
				'transport'           => \Vitrina\Http\Action::WC_AJAX,
				'source'              => \Vitrina\Http\Action::FROM_GET,
				'args'                => array(
					'id' => array(
						'type'              => 'string',
						'default'           => '',
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
				// A read-only view of a public product: visible() checks it.
				'permission_callback' => '__return_true',
				'callback'            => static function ( array $args ) use ( $template ) {
					self::answer( $template, (string) $args['id'] );
				},
				'error'               => static function (): void {
					self::send_html( esc_html__( 'The content could not be loaded.', 'vitrina' ), 404 );
				},
			)
		);
	}

	/**
	 * Answers with a product's markup from a template, or 404 for products
	 * the shopper may not see.
	 *
	 * @param string $template The template, e.g. 'cart/quick-view'.
	 * @param string $id       The product's id as sent.
	 */
	public static function answer( string $template, string $id ): void {
		$product = self::visible( $id );
		if ( null === $product ) {
			self::send_html( esc_html__( 'The content could not be loaded.', 'vitrina' ), 404 );
			return;
		}
		self::send_html(
			(string) self::with_product(
				$product,
				static fn( \WC_Product $product ): string => Templates::render( $template, array( 'product' => $product ) )
			)
		);
	}

	/**
	 * Sends an HTML answer of a wc-ajax action and ends the request.
	 *
	 * @param string $html   Markup (already escaped by its template).
	 * @param int    $status HTTP status.
	 */
	public static function send_html( string $html, int $status = 200 ): void {
		if ( ! headers_sent() ) {
			status_header( $status );
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
			header( 'X-Robots-Tag: noindex' );
			nocache_headers();
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the templates.
		wp_die( '', '', array( 'response' => (int) $status ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a status code.
	}
}
