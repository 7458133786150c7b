<?php
/**
 * The base of the lists' WooCommerce e-mails.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use WC_Email;

defined( 'ABSPATH' ) || exit;

/**
 * A customer e-mail listed under WooCommerce → Settings → E-mails (on/off,
 * subject, heading, extra text, HTML or plain text, preview), rendered from
 * templates/emails/<template>.php and templates/emails/plain/<template>.php
 * (a theme may override them as woocommerce/emails/…) with the arguments of
 * args().
 */
abstract class ListsEmail extends WC_Email {

	/**
	 * Declares the e-mail.
	 *
	 * @param string $id          The e-mail's id.
	 * @param string $template    The template's name.
	 * @param string $title       The title in WooCommerce's settings.
	 * @param string $description The description there.
	 */
	public function __construct( string $id, string $template, string $title, string $description ) {
		$this->id             = $id;
		$this->customer_email = true;
		$this->title          = $title;
		$this->description    = $description;
		$this->template_html  = 'emails/' . $template . '.php';
		$this->template_plain = 'emails/plain/' . $template . '.php';
		$this->template_base  = VITRINA_DIR . '/templates/';
		parent::__construct();
	}

	/**
	 * The template's arguments.
	 *
	 * @param bool $plain Plain text.
	 * @return array<string, mixed>
	 */
	abstract protected function args( bool $plain ): array;

	/**
	 * The HTML content.
	 */
	public function get_content_html() {
		return wc_get_template_html( $this->template_html, $this->args( false ), '', $this->template_base );
	}

	/**
	 * The plain-text content.
	 */
	public function get_content_plain() {
		return wc_get_template_html( $this->template_plain, $this->args( true ), '', $this->template_base );
	}
}
