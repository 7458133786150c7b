<?php
/**
 * The wishlist alert e-mail, one of WooCommerce's e-mails.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Listed under WooCommerce → Settings → E-mails (on/off, subject, heading,
 * extra text, HTML or plain text, preview), rendered from
 * templates/emails/wishlist-alert.php (a theme may override it as
 * woocommerce/emails/wishlist-alert.php). One e-mail names every product
 * of the shopper's wishlist that got cheaper or came back in stock, and
 * ends with the link that turns these e-mails off.
 */
final class AlertEmail extends ListsEmail {

	/**
	 * The products of this e-mail: product, kind, old and new price.
	 *
	 * @var list<array{product: \WC_Product, kind: string, old: float, new: float}>
	 */
	public array $items = array();

	/**
	 * The unsubscribe link of this e-mail.
	 *
	 * @var string
	 */
	public string $unsubscribe = '';

	/**
	 * Declares the e-mail.
	 */
	public function __construct() {
		parent::__construct(
			'vitrina_wishlist_alert',
			'wishlist-alert',
			__( 'Wishlist: lower price or back in stock', 'vitrina' ),
			__( 'Sent to customers and to guests who confirmed their address, at most once a day, when products on their wishlist get cheaper or come back in stock (Vitrina).', 'vitrina' )
		);
	}

	/**
	 * The default subject.
	 */
	public function get_default_subject() {
		return __( 'News about your wishlist at {site_title}', 'vitrina' );
	}

	/**
	 * The default heading.
	 */
	public function get_default_heading() {
		return __( 'Your wishlist has news', 'vitrina' );
	}

	/**
	 * Sends the e-mail.
	 *
	 * @param string                                                                  $to          The address.
	 * @param list<array{product: \WC_Product, kind: string, old: float, new: float}> $items       The products.
	 * @param string                                                                  $unsubscribe The link that stops these e-mails.
	 * @param WP_User|null                                                            $user        The account (null: a guest).
	 */
	public function trigger( string $to, array $items, string $unsubscribe, ?WP_User $user = null ): void {
		$this->setup_locale();
		$this->object      = $user;
		$this->recipient   = $to;
		$this->items       = $items;
		$this->unsubscribe = $unsubscribe;
		if ( $this->is_enabled() && $this->get_recipient() ) {
			$this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
		}
		$this->restore_locale();
	}

	/**
	 * The template's arguments (a preview, with no products, shows the
	 * shop's newest product as an example).
	 *
	 * @param bool $plain Plain text.
	 * @return array<string, mixed>
	 */
	protected function args( bool $plain ): array {
		$items = $this->items;
		if ( ! $items ) {
			$sample = wc_get_products(
				array(
					'limit'  => 1,
					'status' => 'publish',
				)
			);
			if ( $sample ) {
				$price = (float) $sample[0]->get_price();
				$items = array(
					array(
						'product' => $sample[0],
						'kind'    => Alerts::PRICE,
						'old'     => round( $price * 1.2 ),
						'new'     => $price,
					),
				);
			}
		}
		return array(
			'email_heading'      => $this->get_heading(),
			'additional_content' => $this->get_additional_content(),
			'items'              => $items,
			'unsubscribe'        => '' !== $this->unsubscribe ? $this->unsubscribe : home_url( '/' ),
			'sent_to_admin'      => false,
			'plain_text'         => $plain,
			'email'              => $this,
		);
	}
}
