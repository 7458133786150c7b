<?php
/**
 * The contact form ([vitrina_popup_form]); the popups island sends it
 * (pum_form). Themes may override it at vitrina/popups/contact-form.php;
 * the fields are in form-fields.php.
 *
 * @package Vitrina
 *
 * @var array{button: string, popup_id: int, uid: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<form class="vitrina-form vitrina-popup-form" data-vitrina-form="pum_form" method="post" novalidate>
	<div class="vitrina-form__messages" role="status" aria-live="polite"></div>
	<?php
	\Vitrina\Templates::output(
		'popups/form-fields',
		array( 'fields' => array( 'name', 'email', 'message' ) ) + $args
	);
	?>
</form>
