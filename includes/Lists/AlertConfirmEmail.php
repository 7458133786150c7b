<?php
/**
 * The e-mail that confirms a guest's wishlist alerts, one of WooCommerce's
 * e-mails.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * Listed under WooCommerce → Settings → E-mails (on/off, subject, heading,
 * extra text, HTML or plain text, preview), rendered from
 * templates/emails/wishlist-alert-confirm.php (a theme may override it as
 * woocommerce/emails/wishlist-alert-confirm.php). Sent to a guest who asked
 * for wishlist alerts on the wishlist page: the alerts start only when the
 * guest opens its link (double opt-in). Turned off here, guests cannot
 * subscribe.
 */
final class AlertConfirmEmail extends ListsEmail {

	/**
	 * The confirm link of this e-mail.
	 *
	 * @var string
	 */
	public string $link = '';

	/**
	 * Declares the e-mail.
	 */
	public function __construct() {
		parent::__construct(
			GuestAlerts::EMAIL,
			'wishlist-alert-confirm',
			__( 'Wishlist alerts: confirm the address', 'vitrina' ),
			__( 'Sent to a guest who asks for wishlist alerts on the wishlist page: the alerts start only after the guest opens its link (Vitrina).', 'vitrina' )
		);
	}

	/**
	 * The default subject.
	 */
	public function get_default_subject() {
		return __( 'Confirm your wishlist alerts at {site_title}', 'vitrina' );
	}

	/**
	 * The default heading.
	 */
	public function get_default_heading() {
		return __( 'One click to turn on wishlist alerts', 'vitrina' );
	}

	/**
	 * Sends the e-mail.
	 *
	 * @param string $to   The address.
	 * @param string $link The confirm link.
	 * @return bool Whether it was sent.
	 */
	public function trigger( string $to, string $link ): bool {
		$this->setup_locale();
		$this->recipient = $to;
		$this->link      = $link;
		$sent            = $this->is_enabled() && $this->get_recipient()
			&& $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
		$this->restore_locale();
		return $sent;
	}

	/**
	 * The template's arguments (a preview links to the shop).
	 *
	 * @param bool $plain Plain text.
	 * @return array<string, mixed>
	 */
	protected function args( bool $plain ): array {
		return array(
			'email_heading'      => $this->get_heading(),
			'additional_content' => $this->get_additional_content(),
			'link'               => '' !== $this->link ? $this->link : home_url( '/' ),
			'days'               => (int) ( GuestAlerts::CONFIRM_LIFETIME / DAY_IN_SECONDS ),
			'sent_to_admin'      => false,
			'plain_text'         => $plain,
			'email'              => $this,
		);
	}
}
