<?php
/**
 * The subscription form ([vitrina_subscribe]); the popups island sends it
 * (pum_sub_form). Themes may override it at vitrina/popups/subscribe-form.php;
 * the fields are in form-fields.php.
 *
 * @package Vitrina
 *
 * @var array{button: string, popup_id: int, name_field: bool, consent: string, uid: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<form class="vitrina-form vitrina-subscribe-form" data-vitrina-form="pum_sub_form" method="post" novalidate>
	<div class="vitrina-form__messages" role="status" aria-live="polite"></div>
	<?php
	\Vitrina\Templates::output(
		'popups/form-fields',
		array(
			'fields' => $args['name_field']
				? array( 'name', 'email', 'consent' )
				: array( 'email', 'consent' ),
		) + $args
	);
	?>
</form>
